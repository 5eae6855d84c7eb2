// The sidebar: a multi-expand panel menu built from /api/iam/menu (already filtered by acls).
import { PanelMenu } from 'primereact/panelmenu';
import type { MenuItem as PrimeMenuItem } from 'primereact/menuitem';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../../schemas/api';
import { http } from '../services';

export function toPanelMenu(items: MenuItem[], go: (link: string) => void): PrimeMenuItem[] {
  return items.map((item) => ({
    label: item.label,
    icon: item.icon,
    expanded: item.expanded,
    items: item.items?.length ? toPanelMenu(item.items, go) : undefined,
    command: item.routerLink ? () => go(item.routerLink!) : undefined,
    data: { routerLink: item.routerLink },
  }));
}

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const navigate = useNavigate();
  const [menu, setMenu] = useState<MenuItem[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    http
      .get<MenuItem[]>('/api/iam/menu', { quiet: true })
      .then((items) => !cancelled && setMenu(items))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <nav className={`ignite-sidebar${collapsed ? ' is-collapsed' : ''}`} aria-label="Main menu">
      {failed ? (
        <p className="text-danger small p-3">The menu could not be loaded.</p>
      ) : (
        <PanelMenu model={toPanelMenu(menu, navigate)} multiple />
      )}
    </nav>
  );
}
