// The acls of a preview: those it holds and those withheld from it, as small tags.
interface AclListProps {
  title: string;
  acls: string[];
  kind: 'held' | 'withheld';
}

export function AclList({ title, acls, kind }: AclListProps) {
  return (
    <section className={`ignite-preview-acl-list ignite-preview-acl-list--${kind}`} aria-label={title}>
      <h2>{title}</h2>
      {acls.length === 0 ? (
        <p className="text-muted small mb-0">None</p>
      ) : (
        <ul>
          {acls.map((acl) => (
            <li key={acl}>
              <code>{acl}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
