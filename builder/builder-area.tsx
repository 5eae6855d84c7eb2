// The builder area: loaded lazily by the portal's `/forms/*` route, so neither the builder nor Form.io's
// builder code nor Monaco is part of the portal's own bundle. Only designers (forms.design) get in.
import './builder.css';
import { Navigate, Route, Routes } from 'react-router-dom';
import { hasAccess } from '../runtime/core/access';
import { MessagePage } from '../runtime/app/pages/MessagePage';
import { useSession } from '../runtime/app/session/session-store';
import { BUILDER_ACL, BUILDER_PATHS } from './builder-paths';
import { builderPages } from './builder-pages';

export function BuilderArea() {
  const acls = useSession((state) => state.identity?.acls);
  if (!hasAccess(acls ?? [], BUILDER_ACL)) {
    return (
      <MessagePage
        title="The builder is for form designers"
        message={`Designing screens needs the ${BUILDER_ACL} permission. Ask an administrator for it under Request Access.`}
        link={{ to: '/app/ifas/request-access', label: 'Request Access' }}
      />
    );
  }
  return (
    <Routes>
      <Route index element={<Navigate to={BUILDER_PATHS.formsList} replace />} />
      {builderPages.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}

/** For the router's `lazy`. */
export const Component = BuilderArea;
