import { createContext, useContext } from 'react';
import type { ShellProps } from '../ssr/shell';

/** Server-decided facts for the whole page: settings, languages, currencies, device, UI variant. */
export const ShellContext = createContext<Omit<ShellProps, 'user'> | null>(null);

export function useShell() {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the app shell');
  return shell;
}
