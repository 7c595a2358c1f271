import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchVerificationDocument } from '../api/get-verification-document.ts';

/**
 * The scan of an Ordre card, shown on demand: fetched with the moderator's token from the private
 * endpoint (never under /media, never cached) and shown from a blob: address revoked when it goes.
 * An image shows in place; a PDF opens in the browser's viewer from a link, or is downloaded.
 */
export function DocumentViewer({ requestId, doctorName }: { requestId: number; doctorName: string }) {
  const { t } = useTranslation();
  const [document, setDocument] = useState<{ url: string; type: string } | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    let shown: string | undefined;
    fetchVerificationDocument(requestId, controller.signal).then(
      (loaded) => {
        shown = loaded.url;
        setDocument(loaded);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      controller.abort();
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [requestId]);

  if (failure) {
    return (
      <p className="form-failure" role="alert">
        {failure}
      </p>
    );
  }
  if (!document) return <p role="status">{t('Admin.documentLoading')}</p>;
  if (document.type === 'application/pdf') {
    // The page's CSP has no frame or object (security-headers.ts): the PDF opens in a tab of its
    // own, or is saved, should the browser's viewer refuse a blob: address.
    return (
      <p className="admin-actions">
        <a href={document.url} target="_blank" rel="noopener">
          {t('Admin.openPdf')}
        </a>
        <a href={document.url} download={`verification-${requestId}.pdf`}>
          {t('Admin.downloadDocument')}
        </a>
      </p>
    );
  }
  return <img className="admin-document" src={document.url} alt={t('Admin.documentAlt', { name: doctorName })} />;
}
