import { useTranslation } from 'react-i18next';
import { textDirection, type TBlogPost } from '@tabib/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';

export interface DeleteBlogDialogProps {
  post: TBlogPost;
  /** Deletes the post; the caller closes the dialog, whatever the outcome. */
  onConfirm: () => Promise<void>;
  /** Cancel or Escape. */
  onCancel: () => void;
}

/** 'Are you sure you want to delete this blog?' (product.md §5), naming the article. */
export function DeleteBlogDialog({ post, onConfirm, onCancel }: DeleteBlogDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('MyBlogs.deleteTitle')}
      message={t('MyBlogs.deleteQuestion')}
      cancelLabel={t('MyBlogs.cancel')}
      confirmLabel={t('MyBlogs.delete')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="confirm-dialog-subject" lang={post.lang} dir={textDirection(post.lang)}>
        {post.title}
      </p>
    </ConfirmDialog>
  );
}
