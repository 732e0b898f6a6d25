/**
 * Pictures for an article: the cover and images in the text, checked in the browser first (type,
 * size), uploaded with progress, refused with a toast and a message under the field.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadRefusalOf, uploadRefusalText, type UploadRefusal } from '../lib/article-messages';
import { notify } from '../lib/toast';
import { uploadFile } from '../lib/upload';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '#shared/article-rules';

export type UploadPurpose = 'cover' | 'body';
export type UploadProgressState = { purpose: UploadPurpose; value: number } | null;

const FIELD_OF: Record<UploadPurpose, string> = { cover: 'coverImageId', body: 'bodyHtml' };

export function useArticleUploads({
  revisionId,
  beforeUpload,
  onFieldError,
}: {
  revisionId: string;
  beforeUpload: () => Promise<unknown>;
  onFieldError: (field: string, message: string) => void;
}) {
  const intl = useIntl();
  const [progress, setProgress] = useState<UploadProgressState>(null);

  const refuse = (refusal: UploadRefusal, field?: string) => {
    const { title, message } = uploadRefusalText(intl, refusal);
    notify({ status: refusal === 'upload-failed' ? 'error' : 'warning', title, message, mode: 'replace', key: 'article-upload' });
    if (field) onFieldError(field, title);
  };

  const upload = async (file: File, purpose: UploadPurpose): Promise<{ id: string; url: string } | null> => {
    const field = FIELD_OF[purpose];
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return (refuse('unsupported-format', field), null);
    if (file.size > IMAGE_MAX_BYTES) return (refuse('image-too-large', field), null);
    // The server counts the images of the saved text.
    await beforeUpload();
    setProgress({ purpose, value: 0 });
    try {
      const result = await uploadFile<{ id?: string; url?: string; code?: string }>(
        `/uploads/article-image?revision=${encodeURIComponent(revisionId)}&purpose=${purpose}`,
        file,
        (value) => setProgress({ purpose, value }),
      );
      if (result.status === 201 && result.body.id && result.body.url) return { id: result.body.id, url: result.body.url };
      refuse(uploadRefusalOf(result.body?.code), field);
    } catch {
      refuse('upload-failed', field);
    } finally {
      setProgress(null);
    }
    return null;
  };

  return { upload, progress, refuse };
}

export type ArticleUploads = ReturnType<typeof useArticleUploads>;
