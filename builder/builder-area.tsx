// The builder area: loaded lazily, for designers only, by the `/forms/*` route's gate (builder-gate.tsx), so
// neither the builder nor Form.io's builder code nor Monaco is part of the portal's own bundle.
import './builder.css';
import { Navigate, Route, Routes } from 'react-router-dom';
import { builderPages } from './builder-pages';

export function BuilderArea() {
  return (
    <Routes>
      {builderPages.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}
