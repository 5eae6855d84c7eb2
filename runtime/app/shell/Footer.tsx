import { Link } from 'react-router-dom';

/** `inert` while something covers the page (the open off-canvas sidebar). */
export function Footer({ inert = false }: { inert?: boolean }) {
  return (
    <footer className="ignite-footer" inert={inert}>
      <a href="https://www.tech.gov.sg/report_vulnerability" target="_blank" rel="noreferrer">
        Report Vulnerability
      </a>
      <Link to="/app/pages/privacy-statement">Privacy Statement</Link>
      <Link to="/app/pages/terms-and-conditions">Terms of Use</Link>
      <a href="https://www.reach.gov.sg" target="_blank" rel="noreferrer">
        Feedback
      </a>
      <span className="ms-auto">© 2023</span>
    </footer>
  );
}
