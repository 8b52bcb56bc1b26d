import { createContext, useContext } from 'react';
import type { AppName } from '@nyiur/domain';

/** The app the shell is rendered in; links to the other app's paths become plain anchors. */
export const AppContext = createContext<AppName>('shop');

export const useCurrentApp = (): AppName => useContext(AppContext);
