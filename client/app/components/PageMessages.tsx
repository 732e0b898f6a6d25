import { PAGE_MESSAGES_ID, pageMessagesJson } from '../i18n/page-messages';

/**
 * Hands the messages the page was rendered with to the browser as a JSON data block. It comes
 * after the page in the document, so the server has formatted every message by then. In the
 * browser the element keeps the text the server wrote.
 */
export function PageMessages() {
  const json = typeof document === 'undefined' ? pageMessagesJson() : (document.getElementById(PAGE_MESSAGES_ID)?.textContent ?? '');
  return <script id={PAGE_MESSAGES_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
