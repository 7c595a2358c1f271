import { Suspense, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from './rich-text-editor/lazy-rich-text-editor.ts';

export interface RichTextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A form field holding HTML. */
  name: Path<Values>;
  /** Id of the visible label, which names the editable area. */
  labelId: string;
  label: string;
  invalid: boolean;
  /** Id of what describes the area (its error, or a message elsewhere). */
  describedBy?: string | undefined;
  imageAlt: string;
  /** Language and direction of the text written, when not the interface's. */
  lang?: string | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
  /** The field's error message, under the editor. */
  error?: ReactNode;
}

/**
 * A labelled form field edited with the rich-text editor, which loads on first use (with a
 * message meanwhile): an article's content, a doctor's description.
 */
export function RichTextField<Values extends FieldValues>(props: RichTextFieldProps<Values>) {
  const { t } = useTranslation();
  return (
    <div className={props.invalid ? 'form-field has-error' : 'form-field'}>
      <span className="form-label" id={props.labelId}>
        {props.label}
      </span>
      <Suspense
        fallback={
          <p className="blog-editor-loading" role="status">
            {t('MyBlogs.loadingEditor')}
          </p>
        }
      >
        <Controller
          control={props.control}
          name={props.name}
          render={({ field }) => (
            <LazyRichTextEditor
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              labelledBy={props.labelId}
              invalid={props.invalid}
              describedBy={props.describedBy}
              imageAlt={props.imageAlt}
              lang={props.lang}
              dir={props.dir}
            />
          )}
        />
      </Suspense>
      {props.error}
    </div>
  );
}
