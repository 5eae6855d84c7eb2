// A dialog's refusal (a duplicate id, …), shown above its fields and scrolled into view when it comes:
// at the end of a long dialog body it was out of sight until the designer scrolled down to it.
import { useEffect, useRef } from 'react';

export function DialogError({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} className="text-danger mb-3" role="alert">
      {message}
    </p>
  );
}
