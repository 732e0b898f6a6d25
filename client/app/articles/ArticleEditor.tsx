/**
 * The rich-text editor of an article (Quill 2 through react-quill-new), with exactly the
 * toolbar the product names. Loaded only on the editor page, and only in the browser.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

export interface EditorChange {
  html: string;
  /** Characters of text, without markup. */
  textLength: number;
  imageCount: number;
}

export interface ArticleEditorHandle {
  insertImage(url: string): void;
  selectedText(): string;
}

const FORMATS = ['bold', 'italic', 'strike', 'header', 'list', 'blockquote', 'image', 'link'];

const UNDO_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M5 7h7a3 3 0 0 1 0 6H8"/><path class="ql-stroke" d="M7 4 4 7l3 3"/></svg>';
const REDO_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M13 7H6a3 3 0 0 0 0 6h4"/><path class="ql-stroke" d="m11 4 3 3-3 3"/></svg>';
const REFERENCE_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M7 11 11 7"/><path class="ql-stroke" d="M8 5.5 9.5 4a2.5 2.5 0 0 1 3.5 3.5L11.5 9M10 12.5 8.5 14A2.5 2.5 0 0 1 5 10.5L6.5 9"/></svg>';

function countImages(html: string): number {
  return (html.match(/<img /g) ?? []).length;
}

export default function ArticleEditor({
  initialHtml,
  labelId,
  describedBy,
  invalid,
  onChange,
  onAddImage,
  onAddReference,
  editorRef,
}: {
  initialHtml: string;
  labelId: string;
  describedBy?: string;
  /** The text was refused: marked so for screen readers, and found first when the form is sent. */
  invalid?: boolean;
  onChange: (change: EditorChange) => void;
  onAddImage: () => void;
  onAddReference: () => void;
  editorRef: React.RefObject<ArticleEditorHandle | null>;
}) {
  const intl = useIntl();
  const quill = useRef<ReactQuill>(null);
  // Quill keeps the handlers it was made with; they call whatever the page passes now.
  const handlers = useRef({ onAddImage, onAddReference });
  handlers.current = { onAddImage, onAddReference };
  const toolbarId = `${labelId}-toolbar`;

  const modules = useMemo(
    () => ({
      history: { delay: 800, maxStack: 200, userOnly: true },
      toolbar: {
        container: `#${toolbarId}`,
        handlers: {
          undo: () => quill.current?.getEditor().history.undo(),
          redo: () => quill.current?.getEditor().history.redo(),
          image: () => handlers.current.onAddImage(),
          reference: () => handlers.current.onAddReference(),
        },
      },
    }),
    [toolbarId],
  );

  useEffect(() => {
    const editor = quill.current?.getEditor();
    if (!editor) return;
    const root = editor.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    editorRef.current = {
      insertImage(url) {
        const at = editor.getSelection(true)?.index ?? editor.getLength();
        editor.insertEmbed(at, 'image', url, 'user');
        editor.setSelection(at + 1, 0, 'silent');
      },
      selectedText() {
        const range = editor.getSelection();
        return range ? editor.getText(range.index, range.length).trim() : '';
      },
    };
  }, [labelId, describedBy, editorRef]);

  useEffect(() => {
    const root = quill.current?.getEditor().root;
    if (invalid) root?.setAttribute('aria-invalid', 'true');
    else root?.removeAttribute('aria-invalid');
  }, [invalid]);

  const label = (id: string) => intl.formatMessage({ id: `write.toolbar.${id}` });
  const button = (className: string, id: string, extra: { value?: string; icon?: string } = {}) => (
    <button
      type="button"
      className={className}
      value={extra.value}
      aria-label={label(id)}
      title={label(id)}
      dangerouslySetInnerHTML={extra.icon ? { __html: extra.icon } : undefined}
    />
  );

  return (
    <div className="article-editor">
      <div id={toolbarId} role="toolbar" aria-label={label('name')}>
        <span className="ql-formats">
          {button('ql-undo', 'undo', { icon: UNDO_ICON })}
          {button('ql-redo', 'redo', { icon: REDO_ICON })}
        </span>
        <span className="ql-formats">
          {button('ql-bold', 'bold')}
          {button('ql-italic', 'italic')}
          {button('ql-strike', 'strike')}
        </span>
        <span className="ql-formats">
          {button('ql-header', 'heading2', { value: '2' })}
          {button('ql-header', 'heading3', { value: '3' })}
        </span>
        <span className="ql-formats">
          {button('ql-list', 'bulletList', { value: 'bullet' })}
          {button('ql-list', 'numberedList', { value: 'ordered' })}
          {button('ql-blockquote', 'blockquote')}
        </span>
        <span className="ql-formats">
          {button('ql-image', 'image')}
          {button('ql-reference', 'reference', { icon: REFERENCE_ICON })}
        </span>
      </div>
      <ReactQuill
        ref={quill}
        theme="snow"
        defaultValue={initialHtml}
        modules={modules}
        formats={FORMATS}
        placeholder={intl.formatMessage({ id: 'write.bodyPlaceholder' })}
        onChange={(html, _delta, _source, editor) => onChange({ html, textLength: editor.getText().trim().length, imageCount: countImages(html) })}
      />
    </div>
  );
}
