// public|guest|general/{slug}/{formId}/{id}: a configured form in a single-column layout, without the
// auth guard (spec 000 §2). The API still decides what an anonymous visitor may load.
import { useParams } from 'react-router-dom';
import { FormRendererScreen } from '../screens/FormRendererScreen';

export function PublicFormPage() {
  const { formId = '', id } = useParams();
  return (
    <div className="ignite-public">
      <header className="ignite-public__header">
        <img src="/assets/logo.svg" alt="Logo" className="ignite-header__logo" />
        <span className="ignite-header__title">Integrated Finance Administration System</span>
      </header>
      <main className="ignite-public__content">
        <FormRendererScreen key={`${formId}/${id ?? ''}`} formId={formId} id={id} />
      </main>
    </div>
  );
}
