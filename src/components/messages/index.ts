export { MessagesProvider, useMessages } from './MessagesProvider';
export type { MessageOverrides, MessagesProviderProps } from './MessagesProvider';
