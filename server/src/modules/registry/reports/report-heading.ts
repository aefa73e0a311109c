/**
 * What heads and closes every registry report, as the DILG's RBI forms do: where (city, barangay and the hall's
 * address), when it was prepared and by whom (the staff member who asked for it).
 */
export interface ReportHeading {
  cityName: string;
  barangayName: string;
  /** The barangay hall's address from the contact details; null before they are filled in. */
  barangayAddress: string | null;
  /** The staff member's name, else their e-mail address. */
  preparedBy: string;
  /** When it was prepared: printed as the barangay's date, and the PDF's own creation date. */
  preparedAt: Date;
}
