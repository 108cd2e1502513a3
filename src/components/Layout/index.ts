export { Layout } from './Layout';
export type { LayoutProps } from './Layout';
