import { useParams } from 'react-router-dom';

/** The record id in the address (`:id`), or null when it is no id at all (then the record is not found). */
export function useRecordId(): number | null {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}
