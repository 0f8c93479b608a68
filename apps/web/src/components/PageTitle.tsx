import { Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageTitleProps extends Omit<TitleProps, 'children'> {
  children: string;
  /** The browser tab title, when it should differ from the heading. */
  documentTitle?: string;
}

/** The page heading (h1 by default), which also names the browser tab. */
export function PageTitle({ children, documentTitle, order = 1, ...props }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? children);
  return (
    <Title order={order} {...props}>
      {children}
    </Title>
  );
}
