// Plain information pages: not found, access denied, no permission.
import { Link } from 'react-router-dom';

interface MessagePageProps {
  title: string;
  message: string;
  link?: { to: string; label: string };
}

export function MessagePage({ title, message, link }: MessagePageProps) {
  return (
    <main className="ignite-message-page">
      <div className="ignite-login__card text-center">
        <h1 className="h4">{title}</h1>
        <p className="text-muted">{message}</p>
        {link && (
          <Link className="btn btn-outline-primary" to={link.to}>
            {link.label}
          </Link>
        )}
      </div>
    </main>
  );
}
