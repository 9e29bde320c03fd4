import {
  ARTICLE_BODY_MAX,
  ARTICLE_MAX_IMAGES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  type Region,
} from '@huaren/contract';
import { Input } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSaveArticleMutation } from '../../../api/articles';
import { uploadImage } from '../../../api/uploads';
import { useAppNavigator } from '../../../app/appNavigator';
import { articleSuccessPath } from '../../../app/articlePaths';
import { articleDraft, type ArticleDraft } from '../../../lib/articleDraft';
import { showErrorToast } from '../../../lib/toast';
import { SubmitButton } from '../../form/SubmitButton';
import { FIELD_ERROR, useDraftFields } from '../../form/useDraftFields';
import { LoadingView } from '../../LoadingView';
import { PageTabs } from '../../PageTabs';
import formStyles from '../../post/form/PostForm.module.css';
import { RegionField } from '../../post/form/RegionField';
import {
  bodyImages,
  chosenCover,
  imageCount,
  toArticleInput,
  type ArticleErrors,
} from './articleInput';
import { CoverPicker } from './CoverPicker';
import { applyMark, imageMarkdown, insertBlock, type TextState } from './markdownEdit';
import { MarkdownToolbar } from './MarkdownToolbar';
import styles from './ArticleEditor.module.css';

const MarkdownRender = lazy(() => import('./MarkdownRender'));

interface ArticleEditorProps {
  /** The article being edited, or null for a new one. */
  articleId: number | null;
  initial: ArticleDraft;
  regions: readonly Region[];
}

/** Write or edit an article in Markdown, with a toolbar and a preview; kept as a draft. */
export function ArticleEditor({ articleId, initial, regions }: ArticleEditorProps) {
  const navigator = useAppNavigator();
  const save = useSaveArticleMutation(articleId);
  const { draft, setDraft, errors, set, reject, formRef } = useDraftFields<
    ArticleDraft,
    ArticleErrors
  >(initial);
  const [uploading, setUploading] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => articleDraft.save(articleId, draft), [articleId, draft]);

  /** The body with the textarea's selection (the end of the text when it is not shown). */
  const current = (): TextState => {
    const el = textarea.current;
    const end = draft.body.length;
    return { text: draft.body, start: el?.selectionStart ?? end, end: el?.selectionEnd ?? end };
  };

  const showBody = (next: TextState) => {
    set('body', next.text);
    // After React has written the new text, select what the mark left to type over.
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.start, next.end);
    });
  };

  const addImage = async (file: File) => {
    if (imageCount(draft.body) >= ARTICLE_MAX_IMAGES) {
      return showErrorToast(`一篇文章最多 ${ARTICLE_MAX_IMAGES} 张图片`);
    }
    // After the selection, never over it: the writer may have text selected when picking.
    const at = current().end;
    setUploading(true);
    try {
      const image = await uploadImage(file);
      // The body may have changed during the upload: insert into the text as it is now.
      setDraft((d) => {
        const cursor = Math.min(at, d.body.length);
        const next = insertBlock(
          { text: d.body, start: cursor, end: cursor },
          imageMarkdown(image.url),
        );
        return { ...d, body: next.text };
      });
    } catch {
      // The upload layer has shown why.
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const result = toArticleInput(draft);
    if (result.errors) return reject(result.errors);
    save.mutate(result.input, {
      onSuccess: (article) => {
        articleDraft.clear(articleId);
        void navigator.redirectTo(articleSuccessPath(article.id, articleId !== null));
      },
    });
  };

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      data-testid="article-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={formStyles.group}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="article-title">
            标题
          </label>
          <Input
            id="article-title"
            value={draft.title}
            onChange={(v) => set('title', v)}
            placeholder="5-60 字"
            maxLength={ARTICLE_TITLE_MAX}
          />
          {errors.title && (
            <p className={formStyles.error} {...FIELD_ERROR}>
              {errors.title}
            </p>
          )}
        </div>
      </section>
      <section className={formStyles.group} aria-label="正文">
        <PageTabs
          tabs={[
            {
              key: 'edit',
              title: '编辑',
              render: () => (
                <>
                  <MarkdownToolbar
                    onMark={(mark) => showBody(applyMark(current(), mark))}
                    onImage={(file) => void addImage(file)}
                    uploading={uploading}
                  />
                  <label className="visually-hidden" htmlFor="article-body">
                    正文
                  </label>
                  <textarea
                    id="article-body"
                    ref={textarea}
                    className={styles.textarea}
                    value={draft.body}
                    onChange={(event) => set('body', event.target.value)}
                    placeholder="正文（至少 10 字）。选中文字后点上方按钮可加粗、设为标题等。"
                    maxLength={ARTICLE_BODY_MAX}
                  />
                </>
              ),
            },
            {
              key: 'preview',
              title: '预览',
              render: () => (
                <div className={styles.preview}>
                  {draft.body.trim() === '' ? (
                    <p className={styles.previewEmpty}>还没有正文</p>
                  ) : (
                    <Suspense fallback={<LoadingView />}>
                      <MarkdownRender source={draft.body} />
                    </Suspense>
                  )}
                </div>
              ),
            },
          ]}
        />
        {errors.body && (
          <p className={`${formStyles.error} ${styles.bodyError}`} {...FIELD_ERROR}>
            {errors.body}
          </p>
        )}
      </section>
      <section className={formStyles.group}>
        <CoverPicker
          images={bodyImages(draft.body)}
          value={chosenCover(draft)}
          onChange={(id) => set('coverImageId', id)}
        />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="article-summary">
            摘要 <span className={formStyles.hint}>选填，留空则取正文开头</span>
          </label>
          <Input
            id="article-summary"
            value={draft.summary}
            onChange={(v) => set('summary', v)}
            placeholder="一两句话介绍这篇文章"
            maxLength={ARTICLE_SUMMARY_MAX}
          />
          {errors.summary && (
            <p className={formStyles.error} {...FIELD_ERROR}>
              {errors.summary}
            </p>
          )}
        </div>
        <RegionField
          regions={regions}
          value={draft.regionId}
          onChange={(id) => set('regionId', id)}
          error={errors.regionId}
        />
      </section>
      <div className={formStyles.footer}>
        <SubmitButton pending={save.isPending} testId="article-submit">
          {articleId === null ? '发布' : '保存修改'}
        </SubmitButton>
      </div>
    </form>
  );
}
