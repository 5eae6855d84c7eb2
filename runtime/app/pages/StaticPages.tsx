// The privacy statement and the terms of use, linked from the footer.
import type { ReactNode } from 'react';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="ignite-screen ignite-page">
      <h1 className="ignite-screen__title">{title}</h1>
      {children}
      <p className="text-muted small mt-4 mb-0">Last updated 1 January 2023.</p>
    </article>
  );
}

export function PrivacyStatementPage() {
  return (
    <Page title="Privacy Statement">
      <p>
        The Integrated Finance Administration System is an internal system of the courts. It processes
        personal data only to administer court fines, deposits, fund disbursements and instalment plans, and
        to run the system securely.
      </p>
      <h2 className="h6">What we keep</h2>
      <ul>
        <li>Your name, work email and judiciary id, to sign you in and to show who did what.</li>
        <li>A record of sign-ins, changes and refused access (the audit log), kept for accountability.</li>
        <li>Your display preferences (theme and zoom), kept with your account.</li>
      </ul>
      <h2 className="h6">Who sees it</h2>
      <p>
        Data is shared only with officers who need it for their duties, as their access rights allow, and with
        agencies where the law requires it. It is not used for any other purpose.
      </p>
      <h2 className="h6">Questions</h2>
      <p className="mb-0">
        Ask your system administrator about the data kept on you, or to correct it. Report a suspected breach
        or vulnerability through the Report Vulnerability link at the bottom of every page.
      </p>
    </Page>
  );
}

export function TermsPage() {
  return (
    <Page title="Terms of Use">
      <p>By signing in you agree to these terms.</p>
      <ol>
        <li>Use the system only for official duties and only with the access you were given.</li>
        <li>Keep your password and authenticator to yourself; lock or sign out when you leave your desk.</li>
        <li>Enter data truthfully and completely; every change is recorded with your name.</li>
        <li>Do not copy data out of the system beyond what your duties need.</li>
        <li>Report suspected misuse, errors or vulnerabilities promptly.</li>
      </ol>
      <p className="mb-0">
        Misuse may lead to the withdrawal of access and to disciplinary or legal action. The system may be
        unavailable during maintenance.
      </p>
    </Page>
  );
}
