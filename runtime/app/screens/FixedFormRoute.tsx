// A configured form in the portal under a fixed form id, with the record id from the route.
import { useParams } from 'react-router-dom';
import { FormRendererScreen } from './FormRendererScreen';

export function FixedFormRoute({ formId }: { formId: string }) {
  const { id } = useParams();
  return <FormRendererScreen key={`${formId}/${id ?? ''}`} formId={formId} id={id} />;
}
