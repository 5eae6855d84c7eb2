// The landing layout: header, collapsible sidebar, content and footer.
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

export function Shell() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className="ignite-shell">
      <Header onToggleSidebar={() => setCollapsed((value) => !value)} />
      <div className="ignite-shell__body">
        <Sidebar collapsed={collapsed} />
        <main className="ignite-content">
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
