import { DomainError, ErrorKind } from '../../common/domain-error';

export const ContactDetailsErrors = {
  // REST answers 404 here on purpose: the original client creates the record when an update hears not-found.
  notSaved: () => new DomainError(ErrorKind.NotFound, 'CONTACT_DETAILS_NOT_FOUND', 'No contact details have been saved yet.'),
  alreadySaved: () => new DomainError(ErrorKind.Conflict, 'CONTACT_DETAILS_EXIST',
    'Contact details already exist; there is only one record. Change it with PATCH instead.'),
};
