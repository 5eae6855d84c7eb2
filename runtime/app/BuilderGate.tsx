// The `/forms/*` route's gate, small and in the portal's bundle: only designers (forms.design) load the
// builder area's chunk (Form.io's builder, the editors, TypeBox); anyone else is told so without
// downloading it.
import { lazy, Suspense } from 'react';
import { FORMS_DESIGN_ACL } from '../../schemas/values/acls';
import { hasAccess } from '../core/access';
import { MessagePage } from './pages/MessagePage';
import { useSession } from './session/session-store';

const BuilderArea = lazy(() =>
  import('../../builder/builder-area').then((module) => ({ default: module.BuilderArea })),
);

export function BuilderGate() {
  const acls = useSession((state) => state.identity?.acls);
  if (!hasAccess(acls ?? [], FORMS_DESIGN_ACL)) {
    return (
      <MessagePage
        title="The builder is for form designers"
        message={`Designing screens needs the ${FORMS_DESIGN_ACL} permission. Ask an administrator for it under Request Access.`}
        link={{ to: '/app/ifas/request-access', label: 'Request Access' }}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <BuilderArea />
    </Suspense>
  );
}
