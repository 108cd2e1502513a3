'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Copy overrides from a consuming site, by stable key: `{ cpfField: { label: 'CPF do titular' } }`.
 * Each component keeps its default copy in its own `messages.ts` and reads it through
 * `useMessages(key, defaults)`, so a site overrides only what it needs.
 */
export type MessageOverrides = Partial<Record<string, Record<string, unknown>>>;

const MessagesContext = createContext<MessageOverrides>({});

export interface MessagesProviderProps {
  /** Overrides by component key; nested providers merge, the inner one winning. */
  messages: MessageOverrides;
  children: ReactNode;
}

/**
 * Overrides the design system's copy below it.
 *
 * Use it once near the root for a site's own wording, and inside a page for that page's; a `label` or
 * `hint` prop still wins for one field.
 */
export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const outer = useContext(MessagesContext);
  const merged = useMemo(() => {
    const result: MessageOverrides = { ...outer };
    for (const [key, value] of Object.entries(messages)) result[key] = { ...outer[key], ...value };
    return result;
  }, [outer, messages]);
  return <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>;
}

/** The component's copy: its `defaults` with the site's overrides for `key` on top. */
export function useMessages<T extends object>(key: string, defaults: T): T {
  const overrides = useContext(MessagesContext)[key];
  return useMemo(() => (overrides ? { ...defaults, ...(overrides as Partial<T>) } : defaults), [defaults, overrides]);
}
