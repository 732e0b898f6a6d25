import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/default';
import { errorMeta, LayoutError } from '../components/LayoutError';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-default">
      <SiteHeader />
      {children}
      <SiteFooter />
    </div>
  );
}

/** The reading pages: header with navigation and language switcher, content, footer. */
export default function DefaultLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LayoutError error={error} frame={(page) => <Frame>{page}</Frame>} />;
}

export const meta = ({ error }: Route.MetaArgs) => errorMeta(error);
