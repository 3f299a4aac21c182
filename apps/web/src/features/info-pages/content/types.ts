/** A piece of an information page's text. */
export type ContentBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: readonly string[] }
  | { kind: 'ol'; items: readonly string[] }
  /** Label and value rows (requisites, contacts); `href` makes the value a link. */
  | { kind: 'dl'; rows: readonly { label: string; value: string; href?: string }[] };

export interface ContentSection {
  heading?: string;
  blocks: readonly ContentBlock[];
}

export interface InfoPageContent {
  /** The meta description of the page. */
  description: string;
  sections: readonly ContentSection[];
}

/** Settings that some pages show (the support contacts come from the server's configuration). */
export interface ContentContext {
  supportPhone: string;
  supportEmail: string;
}
