import { createContext } from 'react';

export interface RemoteViewState {
  remote: string;
  retry: () => void;
}

export const RemoteViewContext = createContext<RemoteViewState>({ remote: '', retry: () => undefined });
