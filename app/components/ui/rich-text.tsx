/** HTML that the content model already sanitised (app/models/text/rich-text.ts). */
export function RichText({ html, className }: { html: string | null; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
