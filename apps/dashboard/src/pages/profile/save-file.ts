/** Saves `href` (a `data:` or blob URL) as a file named `name`, as a click on a download link would. */
export function saveFile(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
