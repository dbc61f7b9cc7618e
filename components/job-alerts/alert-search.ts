/** The search an alert watches, in the upstream's terms (lookup ids and free text). */
export interface AlertSearch {
  q?: string;
  position?: string;
  location?: string;
}
