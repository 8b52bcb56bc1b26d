import '@nyiur/ui/styles.css';
import './shop.css';
import type { ReactNode } from 'react';
import { RootErrorBoundary, SiteApp, SiteDocument } from '@nyiur/shell';

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

export default function App() {
  return <SiteApp app="shop" />;
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary() {
  return <RootErrorBoundary app="shop" />;
}
