import '../accounts.css';
import type { FormEventHandler, ReactNode } from 'react';
import { DocumentMeta } from '../../../components/document-meta.tsx';

/** What an AuthCard shows around its fields. */
export interface AuthCardProps {
  /** The page's title and heading. */
  title: string;
  /** A refusal that belongs to no field, shown above the fields. */
  failure: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
  /** Under the form: the links to the other account pages. */
  footer: ReactNode;
}

/** The card of the sign-in and sign-up pages: title, the form with its failure and button, links. */
export function AuthCard({ title, failure, submitLabel, submitting, onSubmit, children, footer }: AuthCardProps) {
  return (
    <section className="auth-card">
      <DocumentMeta title={title} />
      <h1>{title}</h1>
      <form onSubmit={onSubmit} noValidate>
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        {children}
        <button type="submit" className="button" disabled={submitting}>
          {submitLabel}
        </button>
      </form>
      {footer}
    </section>
  );
}
