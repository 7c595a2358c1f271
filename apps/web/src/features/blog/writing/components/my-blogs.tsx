import '../my-blogs.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBlogPost } from '@tabib/shared';
import { LoadingView } from '../../../../components/loading-view.tsx';
import { showToast } from '../../../../lib/toast-store.ts';
import { useDeleteBlog } from '../api/delete-blog.ts';
import { useMyBlogs } from '../api/list-my-blogs.ts';
import { BlogForm } from './blog-form.tsx';
import { DeleteBlogDialog } from './delete-blog-dialog.tsx';
import { MyBlogItem } from './my-blog-item.tsx';

/** The form's state: closed, or open on a new post (null) or on the post being edited. */
type FormState = { post: TBlogPost | null } | null;

/**
 * Profile section blogs (product.md §2 and §4): the user's own posts, 'No blogs' when there
 * are none, Add Blog / Cancel toggling the form, Update filling it, Delete after a confirmation.
 * The list changes at once: add prepends, update replaces by id, delete removes by id.
 */
export function MyBlogs() {
  const { t } = useTranslation();
  const formId = useId();
  const list = useMyBlogs();
  const deleteBlog = useDeleteBlog();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<TBlogPost | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The button that opened the form or the dialog gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  // Focus to move once React has drawn the change (the form closed, a post gone).
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null);

  useEffect(() => {
    const find = focusNext.current;
    if (!find) return;
    focusNext.current = null;
    find()?.focus();
  }, [form, deleting, list.data]);

  const returnFocus = () => {
    const button = opener.current;
    focusNext.current = () => (button?.isConnected ? button : toggleRef.current);
  };
  const openForm = (post: TBlogPost | null, button: HTMLElement | null) => {
    opener.current = button;
    setForm({ post });
  };
  const closeForm = () => {
    returnFocus();
    setForm(null);
  };

  const confirmDelete = async (post: TBlogPost) => {
    // The next post takes the focus, else the one before, else the list ('No blogs').
    const posts = list.data ?? [];
    const index = posts.findIndex((item) => item.id === post.id);
    const neighbour = posts[index + 1] ?? posts[index - 1];
    try {
      await deleteBlog.mutateAsync(post.id);
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : t('Error.internal_error'));
      returnFocus();
      setDeleting(null);
      return;
    }
    focusNext.current = () =>
      (neighbour && listRef.current?.querySelector<HTMLElement>(`[data-post-id="${neighbour.id}"] h2 a`)) ||
      listRef.current;
    if (form?.post?.id === post.id) setForm(null);
    setDeleting(null);
    showToast('success', t('MyBlogs.deleted'));
  };

  return (
    <div className="my-blogs-section">
      <div className="my-blogs-bar">
        <button
          ref={toggleRef}
          type="button"
          className="button"
          aria-expanded={form !== null}
          aria-controls={formId}
          onClick={() => (form ? closeForm() : openForm(null, toggleRef.current))}
        >
          {t(form ? 'MyBlogs.cancel' : 'MyBlogs.addBlog')}
        </button>
      </div>
      <div id={formId}>{form && <BlogForm key={form.post?.id ?? 'new'} post={form.post} onSaved={closeForm} />}</div>
      {list.isPending && <LoadingView />}
      {list.isError && (
        <p className="form-failure" role="alert">
          {t('Common.error', { message: list.error.message })}
        </p>
      )}
      {list.isSuccess && (
        <div ref={listRef} tabIndex={-1} className="own-list">
          {list.data.length === 0 ? (
            <div className="profile-empty">
              <p>{t('MyBlogs.empty')}</p>
              <p className="muted">{t('MyBlogs.emptyHint')}</p>
            </div>
          ) : (
            <ol className="my-blogs" aria-label={t('MyBlogs.list')}>
              {list.data.map((post) => (
                <li key={post.id}>
                  <MyBlogItem
                    post={post}
                    formId={formId}
                    editing={form?.post?.id === post.id}
                    onUpdate={(target, button) =>
                      form?.post?.id === target.id ? closeForm() : openForm(target, button)
                    }
                    onDelete={(target, button) => {
                      opener.current = button;
                      setDeleting(target);
                    }}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {deleting && (
        <DeleteBlogDialog
          post={deleting}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => {
            returnFocus();
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
