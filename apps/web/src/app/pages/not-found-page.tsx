import { NotFound } from '../../components/not-found.tsx';

/** The public 404 page. */
export function NotFoundPage() {
  return (
    <div className="container section">
      <NotFound />
    </div>
  );
}
