import { Outlet } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { paths } from './paths';

export function RootLayout() {
  return (
    <Layout homeHref={paths.home()}>
      <Outlet />
    </Layout>
  );
}
