import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TBlogPost } from '@tabib/shared';
import { FormField, fieldAria } from '../../../../components/form-field.tsx';
import { RichTextField } from '../../../../components/rich-text-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';
import { showToast } from '../../../../lib/toast-store.ts';
import { useSaveBlog } from '../api/save-blog.ts';
import { blogErrorPlaces, withoutTrailingEmptyLines, ZBlogForm, type BlogFormValues } from '../blog-content.ts';

export interface BlogFormProps {
  /** The post to edit; null writes a new one. */
  post: TBlogPost | null;
  /** The saved post as the server answers it, after the success toast. */
  onSaved: (post: TBlogPost) => void;
}

/**
 * The blog form of product.md §2 and §5 in add or edit mode: title and rich-text content,
 * both required. Problems show under the fields (product.md §10: not in alert()), the server's too;
 * other failures above the form. Nothing typed is lost when saving fails.
 */
export function BlogForm({ post, onSaved }: BlogFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveBlog(post?.id ?? null);
  const { register, control, handleSubmit, formState, setError, setFocus } = useForm<BlogFormValues>({
    resolver: zodResolver(ZBlogForm),
    defaultValues: { title: post?.title ?? '', content: post?.content ?? '' },
  });
  const titleId = `${id}-title`;
  const contentLabelId = `${id}-content-label`;
  const contentErrorId = `${id}-content-error`;
  const titleError = formState.errors.title?.message;
  const contentError = formState.errors.content?.message;
  // Both missing: one 'Both title and content are required!' under the title describes both fields.
  const sharedRequired = titleError === 'blog_title_required' && contentError === 'blog_content_required';
  const contentDescribedBy = sharedRequired ? `${titleId}-error` : contentError ? contentErrorId : undefined;
  const title = useWatch({ control, name: 'title' }).trim();

  // Opening the form puts the focus on its first field (decision 016).
  useEffect(() => setFocus('title'), [setFocus]);

  // The callback catches its own failures: the form has nothing left to await of handleSubmit's promise.
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (!session) {
      setFailure(t('MyBlogs.mustLogIn'));
      return;
    }
    const draft = { title: values.title, content: withoutTrailingEmptyLines(values.content) };
    try {
      const saved = await save.mutateAsync(draft);
      // A pending doctor's post is saved, not published (decision 056): the toast says which.
      const pending = saved.status === 'pending_verification';
      showToast('success', t(post ? 'MyBlogs.updated' : pending ? 'MyBlogs.createdPending' : 'MyBlogs.created'));
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure(t('Error.internal_error'));
        return;
      }
      const places = blogErrorPlaces(error.key, error.fields);
      if (places.title) setError('title', { type: 'server', message: places.title }, { shouldFocus: true });
      if (places.content) {
        setError('content', { type: 'server', message: places.content }, { shouldFocus: !places.title });
      }
      if (!places.title && !places.content) setFailure(error.message);
    }
  });

  return (
    <form className="blog-form" aria-labelledby={`${id}-heading`} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 id={`${id}-heading`}>{t(post ? 'MyBlogs.formEdit' : 'MyBlogs.formNew')}</h2>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <FormField id={titleId} label={t('MyBlogs.titleLabel')} error={titleError}>
        <input id={titleId} dir="auto" autoComplete="off" {...register('title')} {...fieldAria(titleId, titleError)} />
      </FormField>
      <RichTextField
        control={control}
        name="content"
        labelId={contentLabelId}
        label={t('MyBlogs.contentLabel')}
        invalid={Boolean(contentError)}
        describedBy={contentDescribedBy}
        imageAlt={title ? t('MyBlogs.imageAlt', { title }) : t('MyBlogs.imageAltUntitled')}
        error={
          contentError &&
          !sharedRequired && (
            <p className="form-error" id={contentErrorId} role="alert">
              {t(`Error.${contentError}`, { field: t('MyBlogs.contentLabel') })}
            </p>
          )
        }
      />
      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {t(post ? 'MyBlogs.save' : 'MyBlogs.publish')}
      </button>
    </form>
  );
}
