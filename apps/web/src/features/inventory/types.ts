/** A category as the inventory screens need it; the route hands them over from the categories feature. */
export interface CategoryOption {
  id: string;
  name: string;
  itemCount?: number;
}
