/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AnnouncementList(\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: AnnouncementSortField! = CREATED_AT\n    $sortDirection: SortDirection! = DESC\n  ) {\n    announcements(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {\n      items {\n        id\n        title\n        content\n        featured\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.AnnouncementListDocument,
    "\n  query FeaturedAnnouncements($page: Int!, $pageSize: Int!) {\n    announcements(featured: true, page: $page, pageSize: $pageSize, sortBy: CREATED_AT, sortDirection: DESC) {\n      items {\n        id\n        title\n        content\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.FeaturedAnnouncementsDocument,
    "\n  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n      title\n      content\n      featured\n      createdAt\n    }\n  }\n": typeof types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($id: Int!, $input: UpdateAnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      title\n      content\n      featured\n      createdAt\n    }\n  }\n": typeof types.UpdateAnnouncementDocument,
    "\n  mutation DeleteAnnouncement($id: Int!) {\n    deleteAnnouncement(id: $id)\n  }\n": typeof types.DeleteAnnouncementDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithTwoFactor($input: TwoFactorLoginInput!) {\n    loginWithTwoFactor(input: $input) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n    }\n  }\n": typeof types.LoginWithTwoFactorDocument,
    "\n  mutation StartSignInEnrolment($mfaToken: String!) {\n    startTwoFactorEnrolment(mfaToken: $mfaToken) {\n      qrCodeDataUrl\n      secret\n    }\n  }\n": typeof types.StartSignInEnrolmentDocument,
    "\n  mutation ConfirmSignInEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      session {\n        access\n        refresh\n        isResident\n        isVerified\n        email\n      }\n    }\n  }\n": typeof types.ConfirmSignInEnrolmentDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query RegistrationPrivacyNotice {\n    privacyNotice { version }\n  }\n": typeof types.RegistrationPrivacyNoticeDocument,
    "\n  mutation RefreshToken($refresh: String!) {\n    refreshToken(refresh: $refresh) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Logout($refresh: String!) {\n    logout(refresh: $refresh)\n  }\n": typeof types.LogoutDocument,
    "\n  query CurrentUserGreeting {\n    me {\n      id\n      nickname\n      email\n    }\n  }\n": typeof types.CurrentUserGreetingDocument,
    "\n  mutation SetStaffPassword($input: SetStaffPasswordInput!) {\n    setStaffPassword(input: $input)\n  }\n": typeof types.SetStaffPasswordDocument,
    "\n  fragment RollupFiguresFields on RollupFigures {\n    residents\n    openRequests\n    overdueRequests\n    readyRequests\n    readyOnTime\n    processingCompliance\n    idVerificationsWaiting\n  }\n": typeof types.RollupFiguresFieldsFragmentDoc,
    "\n  fragment BarangayRollupFields on BarangayRollup {\n    barangayId\n    name\n    psgcCode\n    hostNames\n    residents\n    openRequests\n    overdueRequests\n    readyRequests\n    readyOnTime\n    processingCompliance\n    idVerificationsWaiting\n  }\n": typeof types.BarangayRollupFieldsFragmentDoc,
    "\n  query CityRollup {\n    cityRollup {\n      asOf\n      complianceWindowDays\n      barangays {\n        ...BarangayRollupFields\n      }\n      city {\n        ...RollupFiguresFields\n      }\n    }\n  }\n": typeof types.CityRollupDocument,
    "\n  mutation CreateBarangay($input: CreateBarangayInput!) {\n    createBarangay(input: $input) {\n      barangay {\n        ...BarangayRollupFields\n      }\n      punongBarangay {\n        ...AccountHandoverFields\n      }\n    }\n  }\n": typeof types.CreateBarangayDocument,
    "\n  fragment AccountHandoverFields on AccountHandover {\n    account {\n      id\n      email\n      firstName\n      lastName\n    }\n    temporaryPassword\n    passwordLinkSent\n  }\n": typeof types.AccountHandoverFieldsFragmentDoc,
    "\n  query CityAccounts {\n    cityAccounts {\n      id\n      email\n      firstName\n      lastName\n      cityRole\n      mustChangePassword\n    }\n  }\n": typeof types.CityAccountsDocument,
    "\n  mutation CreateCityAccount($input: CreateCityAccountInput!) {\n    createCityAccount(input: $input) {\n      ...AccountHandoverFields\n    }\n  }\n": typeof types.CreateCityAccountDocument,
    "\n  mutation SetBarangayHostNames($input: SetBarangayHostNamesInput!) {\n    setBarangayHostNames(input: $input) {\n      ...BarangayRollupFields\n    }\n  }\n": typeof types.SetBarangayHostNamesDocument,
    "\n  query ContactDetails {\n    contactDetails {\n      id\n      contactNumber\n      facebookPagee\n      email\n      address\n    }\n  }\n": typeof types.ContactDetailsDocument,
    "\n  mutation SaveContactDetails($input: ContactDetailsInput!) {\n    saveContactDetails(input: $input) {\n      id\n      contactNumber\n      facebookPagee\n      email\n      address\n    }\n  }\n": typeof types.SaveContactDetailsDocument,
    "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id\n    field\n    currentValue\n    requestedValue\n    reason\n    status\n    requestedAt\n    decidedAt\n    decisionReason\n  }\n": typeof types.CorrectionRequestFieldsFragmentDoc,
    "\n  query MyCorrectionRequests {\n    me {\n      id\n      nickname\n      firstName\n      middleName\n      lastName\n      gender\n      birthdate\n      birthPlace\n      religion\n    }\n    myCorrectionRequests {\n      ...CorrectionRequestFields\n    }\n  }\n": typeof types.MyCorrectionRequestsDocument,
    "\n  mutation RequestCorrection($input: RequestCorrectionInput!) {\n    requestCorrection(input: $input) {\n      ...CorrectionRequestFields\n    }\n  }\n": typeof types.RequestCorrectionDocument,
    "\n  mutation WithdrawCorrectionRequest($id: Int!) {\n    withdrawCorrectionRequest(id: $id) {\n      ...CorrectionRequestFields\n    }\n  }\n": typeof types.WithdrawCorrectionRequestDocument,
    "\n  query CorrectionRequests($status: CorrectionRequestStatus, $page: Int!, $pageSize: Int!) {\n    correctionRequests(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        field\n        currentValue\n        requestedValue\n        reason\n        status\n        requestedAt\n        decidedAt\n        decisionReason\n        residentId\n        residentName\n        decidedBy\n      }\n    }\n  }\n": typeof types.CorrectionRequestsDocument,
    "\n  mutation ApproveCorrectionRequest($id: Int!) {\n    approveCorrectionRequest(id: $id) {\n      id\n      status\n      decidedAt\n      decidedBy\n    }\n  }\n": typeof types.ApproveCorrectionRequestDocument,
    "\n  mutation RejectCorrectionRequest($input: RejectCorrectionRequestInput!) {\n    rejectCorrectionRequest(input: $input) {\n      id\n      status\n      decidedAt\n      decidedBy\n      decisionReason\n    }\n  }\n": typeof types.RejectCorrectionRequestDocument,
    "\n  query DashboardStats($attendanceEventId: Int) {\n    dashboard(attendanceEventId: $attendanceEventId) {\n      residents {\n        total\n        male\n        female\n        teen\n        adult\n        seniorCitizen\n        ageChart {\n          teen\n          adult\n          senior\n        }\n      }\n      employment {\n        employed\n        unemployed\n      }\n      voters {\n        voters\n        nonVoters\n      }\n      events {\n        total\n        finished\n        attendance {\n          eventId\n          eventName\n          eventDate\n          expected\n          actual\n        }\n      }\n      documentRequests {\n        total\n        pending\n        canceled\n        processing\n        forPickup\n        rejected\n        released\n        uniqueDocumentTypes\n        medianHoursToPickup\n        perDocumentType {\n          documentTypeName\n          count\n        }\n      }\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  query AttendanceEventOptions($search: String, $page: Int!, $pageSize: Int!) {\n    events(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        eventName\n        eventDate\n      }\n      total\n    }\n  }\n": typeof types.AttendanceEventOptionsDocument,
    "\n  query InhabitantsOverview {\n    inhabitantsOverview {\n      living\n      households\n      male\n      female\n      withAccount\n      ageGroups {\n        label\n        from\n        to\n        male\n        female\n        total\n      }\n      sectors {\n        sector\n        count\n      }\n    }\n  }\n": typeof types.InhabitantsOverviewDocument,
    "\n  query MyDataAccesses($page: Int!, $pageSize: Int!) {\n    myDataAccesses(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        viewedAt\n        viewerName\n        viewerOffice\n        kind\n        purpose\n      }\n      total\n    }\n  }\n": typeof types.MyDataAccessesDocument,
    "\n  query DataAccessLedger(\n    $page: Int!, $pageSize: Int!, $from: String, $to: String, $staff: String, $subject: String, $kind: DataAccessKind\n  ) {\n    dataAccessLedger(page: $page, pageSize: $pageSize, from: $from, to: $to, staff: $staff, subject: $subject, kind: $kind) {\n      items {\n        id\n        viewedAt\n        viewerName\n        viewerEmail\n        viewerOffice\n        subjectName\n        residentId\n        inhabitantId\n        kind\n        purpose\n      }\n      total\n    }\n  }\n": typeof types.DataAccessLedgerDocument,
    "\n  query DocumentRequests(\n    $search: String\n    $status: DocumentRequestStatus\n    $sortBy: DocumentRequestSortField!\n    $sortDirection: SortDirection!\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    documentRequests(\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        referenceNumber\n        documentTypeName\n        requestor\n        takenAtCounter\n        requestedAt\n        status\n        allowedNextStatuses\n        waitingWorkingDays\n        overdue\n        certificateUrl\n      }\n      total\n    }\n  }\n": typeof types.DocumentRequestsDocument,
    "\n  query DocumentRequestDetails($id: Int!) {\n    documentRequest(id: $id) {\n      id\n      referenceNumber\n      documentTypeName\n      requestor\n      takenAtCounter\n      gender\n      requestedAt\n      status\n      fieldData\n      documentTypeFields { name fieldType }\n      allowedNextStatuses\n      targetProcessingDays\n      waitingWorkingDays\n      dueDate\n      overdue\n      certificateUrl\n      certificate {\n        verificationCode\n        verificationUrl\n        issueDate\n        revoked\n        revokedAt\n        revocationReason\n      }\n      statusHistory {\n        fromStatus\n        toStatus\n        changedAt\n        changedByName\n      }\n    }\n  }\n": typeof types.DocumentRequestDetailsDocument,
    "\n  mutation ChangeDocumentRequestStatus($id: Int!, $status: DocumentRequestStatus!) {\n    changeDocumentRequestStatus(id: $id, status: $status) {\n      id\n      status\n      allowedNextStatuses\n    }\n  }\n": typeof types.ChangeDocumentRequestStatusDocument,
    "\n  query DocumentRequestCertificateUrl($id: Int!) {\n    documentRequest(id: $id) {\n      id\n      certificateUrl\n    }\n  }\n": typeof types.DocumentRequestCertificateUrlDocument,
    "\n  mutation RevokeCertificate($input: RevokeCertificateInput!) {\n    revokeCertificate(input: $input) {\n      requestId\n      verificationCode\n      revoked\n      revokedAt\n      revocationReason\n    }\n  }\n": typeof types.RevokeCertificateDocument,
    "\n  fragment RequestableTypeFields on DocumentType {\n    id\n    name\n    description\n    fields {\n      name\n      fieldType\n      required\n    }\n  }\n": typeof types.RequestableTypeFieldsFragmentDoc,
    "\n  query RequestDocumentOptions($pageSize: Int!) {\n    me {\n      id\n      idVerificationStatus\n    }\n    documentRequestAllowance {\n      openCount\n      limit\n      canSubmit\n    }\n    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {\n      items {\n        ...RequestableTypeFields\n      }\n    }\n  }\n": typeof types.RequestDocumentOptionsDocument,
    "\n  mutation SubmitDocumentRequest($input: SubmitDocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitDocumentRequestDocument,
    "\n  query CounterDocumentTypes($pageSize: Int!) {\n    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {\n      items {\n        ...RequestableTypeFields\n      }\n    }\n  }\n": typeof types.CounterDocumentTypesDocument,
    "\n  query CounterInhabitants($search: String!) {\n    counterInhabitants(search: $search) {\n      id\n      fullName\n      birthdate\n      householdNumber\n      hasAccount\n    }\n  }\n": typeof types.CounterInhabitantsDocument,
    "\n  mutation SubmitDocumentRequestAtCounter($input: CounterDocumentRequestInput!) {\n    submitDocumentRequestAtCounter(input: $input) {\n      id\n      referenceNumber\n      requestor\n      status\n    }\n  }\n": typeof types.SubmitDocumentRequestAtCounterDocument,
    "\n  query DocumentTypes($sortBy: DocumentTypeSortField!, $sortDirection: SortDirection!, $page: Int!, $pageSize: Int!) {\n    documentTypes(sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        description\n        fieldCount\n        targetProcessingDays\n        certificateTitle\n        certificateBody\n        certificatePlaceholders\n        defaultCertificateTitle\n        defaultCertificateBody\n        fields {\n          name\n          fieldType\n          required\n        }\n      }\n      total\n    }\n  }\n": typeof types.DocumentTypesDocument,
    "\n  mutation CreateDocumentType($input: DocumentTypeInput!) {\n    createDocumentType(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateDocumentTypeDocument,
    "\n  mutation UpdateDocumentType($id: Int!, $input: DocumentTypeInput!) {\n    updateDocumentType(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateDocumentTypeDocument,
    "\n  mutation DeleteDocumentType($id: Int!) {\n    deleteDocumentType(id: $id) {\n      archived\n    }\n  }\n": typeof types.DeleteDocumentTypeDocument,
    "\n  fragment ErasurePlanLineFields on ErasurePlanLine {\n    what\n    count\n    why\n  }\n": typeof types.ErasurePlanLineFieldsFragmentDoc,
    "\n  fragment MyErasureRequestFields on ErasureRequest {\n    id\n    status\n    reason\n    requestedAt\n    decidedAt\n    refusalReason\n  }\n": typeof types.MyErasureRequestFieldsFragmentDoc,
    "\n  query MyErasure {\n    erasurePlan {\n      erased {\n        ...ErasurePlanLineFields\n      }\n      kept {\n        ...ErasurePlanLineFields\n      }\n    }\n    myErasureRequest {\n      ...MyErasureRequestFields\n    }\n  }\n": typeof types.MyErasureDocument,
    "\n  mutation RequestErasure($input: RequestErasureInput!) {\n    requestErasure(input: $input) {\n      ...MyErasureRequestFields\n    }\n  }\n": typeof types.RequestErasureDocument,
    "\n  mutation WithdrawErasureRequest {\n    withdrawErasureRequest {\n      ...MyErasureRequestFields\n    }\n  }\n": typeof types.WithdrawErasureRequestDocument,
    "\n  query ErasureRequests($page: Int!, $pageSize: Int!, $status: ErasureRequestStatus) {\n    erasureRequests(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      items {\n        id\n        status\n        reason\n        requestedAt\n        decidedAt\n        refusalReason\n        residentId\n        residentName\n        residentErased\n        decidedBy\n        held {\n          ...ErasurePlanLineFields\n        }\n        plan {\n          erased {\n            ...ErasurePlanLineFields\n          }\n          kept {\n            ...ErasurePlanLineFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.ErasureRequestsDocument,
    "\n  mutation ProcessErasureRequest($id: Int!) {\n    processErasureRequest(id: $id) {\n      id\n      status\n      residentName\n    }\n  }\n": typeof types.ProcessErasureRequestDocument,
    "\n  mutation RefuseErasureRequest($input: RefuseErasureRequestInput!) {\n    refuseErasureRequest(input: $input) {\n      id\n      status\n      refusalReason\n    }\n  }\n": typeof types.RefuseErasureRequestDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    eventName\n    targetAudience\n    eventDate\n    status\n    eventPhotoUrl\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  fragment EventFields on Event {\n    ...EventCardFields\n    expectedNumberOfAttendees\n    actualAttendees\n  }\n": typeof types.EventFieldsFragmentDoc,
    "\n  query EventGallery($page: Int!, $pageSize: Int!) {\n    events(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: EVENT_DATE, sortDirection: DESC) {\n      total\n      items {\n        ...EventCardFields\n        eventPhoto { url width height srcset }\n      }\n    }\n  }\n": typeof types.EventGalleryDocument,
    "\n  query EventList(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $sortBy: EventSortField\n    $sortDirection: SortDirection\n  ) {\n    events(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {\n      total\n      items {\n        ...EventFields\n      }\n    }\n  }\n": typeof types.EventListDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!, $eventPhoto: Upload) {\n    createEvent(input: $input, eventPhoto: $eventPhoto) {\n      ...EventFields\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: Int!, $input: UpdateEventInput!, $eventPhoto: Upload) {\n    updateEvent(id: $id, input: $input, eventPhoto: $eventPhoto) {\n      ...EventFields\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: Int!) {\n    deleteEvent(id: $id)\n  }\n": typeof types.DeleteEventDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    title\n    message\n    requestId\n    referenceNumber\n    read\n    readAt\n    createdAt\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query NotificationList($pageSize: Int!) {\n    notifications(page: 1, pageSize: $pageSize) {\n      items {\n        ...NotificationItem\n      }\n      total\n      unreadCount\n    }\n  }\n": typeof types.NotificationListDocument,
    "\n  mutation MarkNotificationsRead($ids: [Int!]!) {\n    markNotificationsRead(ids: $ids) {\n      marked\n      unreadCount\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      marked\n      unreadCount\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  fragment OfficialCardFields on BarangayOfficial {\n    id\n    name\n    position\n    contactNumber\n    address\n    officialPictureUrl\n  }\n": typeof types.OfficialCardFieldsFragmentDoc,
    "\n  fragment OfficialFields on BarangayOfficial {\n    ...OfficialCardFields\n    termStart\n    termEnd\n  }\n": typeof types.OfficialFieldsFragmentDoc,
    "\n  query OfficialList(\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: BarangayOfficialSortField! = CREATED_AT\n    $sortDirection: SortDirection! = ASC\n  ) {\n    barangayOfficials(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {\n      items {\n        ...OfficialFields\n      }\n      total\n    }\n  }\n": typeof types.OfficialListDocument,
    "\n  query OfficialsGrid($pageSize: Int!) {\n    barangayOfficials(page: 1, pageSize: $pageSize) {\n      items {\n        ...OfficialCardFields\n        officialPicture { url width height srcset }\n      }\n      total\n    }\n  }\n": typeof types.OfficialsGridDocument,
    "\n  mutation CreateOfficial($input: CreateBarangayOfficialInput!, $officialPicture: Upload) {\n    createBarangayOfficial(input: $input, officialPicture: $officialPicture) {\n      ...OfficialFields\n    }\n  }\n": typeof types.CreateOfficialDocument,
    "\n  mutation UpdateOfficial($id: Int!, $input: UpdateBarangayOfficialInput!, $officialPicture: Upload) {\n    updateBarangayOfficial(id: $id, input: $input, officialPicture: $officialPicture) {\n      ...OfficialFields\n    }\n  }\n": typeof types.UpdateOfficialDocument,
    "\n  mutation DeleteOfficial($id: Int!) {\n    deleteBarangayOfficial(id: $id)\n  }\n": typeof types.DeleteOfficialDocument,
    "\n  fragment PrivacyNoticeFields on PrivacyNotice {\n    version\n    text\n    publishedAt\n    isCurrent\n    currentVersion\n    barangayName\n    dataProtectionOfficer { name email phone }\n  }\n": typeof types.PrivacyNoticeFieldsFragmentDoc,
    "\n  query PrivacyNotice($version: Int) {\n    privacyNotice(version: $version) {\n      ...PrivacyNoticeFields\n    }\n  }\n": typeof types.PrivacyNoticeDocument,
    "\n  query MyPrivacyConsent {\n    myPrivacyConsent { currentVersion version consentedAt needsConsent }\n  }\n": typeof types.MyPrivacyConsentDocument,
    "\n  mutation AcceptPrivacyNotice($version: Int!) {\n    acceptPrivacyNotice(version: $version) { currentVersion version consentedAt needsConsent }\n  }\n": typeof types.AcceptPrivacyNoticeDocument,
    "\n  query PrivacyNoticeVersions {\n    privacyNoticeVersions { version publishedAt publishedBy }\n  }\n": typeof types.PrivacyNoticeVersionsDocument,
    "\n  mutation PublishPrivacyNotice($input: PublishPrivacyNoticeInput!) {\n    publishPrivacyNotice(input: $input) {\n      ...PrivacyNoticeFields\n    }\n  }\n": typeof types.PublishPrivacyNoticeDocument,
    "\n  mutation SaveDataProtectionOfficer($input: DataProtectionOfficerInput!) {\n    saveDataProtectionOfficer(input: $input) { name email phone }\n  }\n": typeof types.SaveDataProtectionOfficerDocument,
    "\n  fragment ProjectFields on Project {\n    id\n    title\n    description\n    status\n    dateStarted\n    dateEnded\n    link\n    projectPhotoUrl\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  query ProjectCarousel($pageSize: Int!) {\n    projects(page: 1, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {\n      items {\n        ...ProjectFields\n        projectPhoto { url width height srcset }\n      }\n    }\n  }\n": typeof types.ProjectCarouselDocument,
    "\n  query ProjectGallery($page: Int!, $pageSize: Int!) {\n    projects(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {\n      total\n      items {\n        ...ProjectFields\n        projectPhoto { url width height srcset }\n      }\n    }\n  }\n": typeof types.ProjectGalleryDocument,
    "\n  query ProjectList(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $sortBy: ProjectSortField\n    $sortDirection: SortDirection\n  ) {\n    projects(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {\n      total\n      items {\n        ...ProjectFields\n      }\n    }\n  }\n": typeof types.ProjectListDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!, $projectPhoto: Upload) {\n    createProject(input: $input, projectPhoto: $projectPhoto) {\n      ...ProjectFields\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!, $projectPhoto: Upload) {\n    updateProject(id: $id, input: $input, projectPhoto: $projectPhoto) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: Int!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  fragment ImportProblemFields on ImportProblem {\n    row\n    column\n    message\n  }\n": typeof types.ImportProblemFieldsFragmentDoc,
    "\n  fragment ImportProgressFields on InhabitantImport {\n    totalRows\n    status\n    processedRows\n    failure\n    problemCount\n    problems {\n      ...ImportProblemFields\n    }\n    summary {\n      inhabitants\n      households\n      puroks\n    }\n  }\n": typeof types.ImportProgressFieldsFragmentDoc,
    "\n  query InhabitantImport($id: Int!) {\n    inhabitantImport(id: $id) {\n      id\n      fileName\n      headerRow\n      ...ImportProgressFields\n      columns {\n        column\n        header\n        field\n        samples\n      }\n    }\n  }\n": typeof types.InhabitantImportDocument,
    "\n  query InhabitantImportProgress($id: Int!) {\n    inhabitantImport(id: $id) {\n      id\n      ...ImportProgressFields\n    }\n  }\n": typeof types.InhabitantImportProgressDocument,
    "\n  mutation CheckInhabitantImport($input: InhabitantImportInput!) {\n    checkInhabitantImport(input: $input) {\n      rows\n      problemCount\n      problems {\n        ...ImportProblemFields\n      }\n      duplicateCount\n      duplicates {\n        row\n        name\n        birthdate\n        sameAsRow\n        inhabitantId\n        inhabitantName\n      }\n      newHouseholds\n      existingHouseholds\n      newPuroks\n    }\n  }\n": typeof types.CheckInhabitantImportDocument,
    "\n  mutation StartInhabitantImport($input: InhabitantImportInput!) {\n    startInhabitantImport(input: $input) {\n      id\n      status\n      processedRows\n      totalRows\n    }\n  }\n": typeof types.StartInhabitantImportDocument,
    "\n  fragment PurokFields on Purok {\n    id\n    name\n  }\n": typeof types.PurokFieldsFragmentDoc,
    "\n  fragment HouseholdFields on Household {\n    id\n    householdNumber\n    address\n    purokId\n    purok {\n      ...PurokFields\n    }\n  }\n": typeof types.HouseholdFieldsFragmentDoc,
    "\n  fragment InhabitantRowFields on Inhabitant {\n    id\n    firstName\n    middleName\n    lastName\n    suffix\n    fullName\n    age\n    sex\n    status\n    statusDate\n    relationshipToHead\n    isSeniorCitizen\n    isPwd\n    isSoloParent\n    isIndigenous\n    is4Ps\n    isOutOfSchoolYouth\n    household {\n      id\n      householdNumber\n      address\n      purok {\n        ...PurokFields\n      }\n    }\n  }\n": typeof types.InhabitantRowFieldsFragmentDoc,
    "\n  fragment InhabitantFields on Inhabitant {\n    ...InhabitantRowFields\n    address\n    birthdate\n    birthPlace\n    civilStatus\n    citizenship\n    occupation\n    hasAccount\n  }\n": typeof types.InhabitantFieldsFragmentDoc,
    "\n  query Puroks {\n    puroks {\n      ...PurokFields\n    }\n  }\n": typeof types.PuroksDocument,
    "\n  query Inhabitants(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $purokId: Int\n    $householdId: Int\n    $status: InhabitantStatus\n    $sector: InhabitantSector\n  ) {\n    inhabitants(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      purokId: $purokId\n      householdId: $householdId\n      status: $status\n      sector: $sector\n    ) {\n      items {\n        ...InhabitantRowFields\n      }\n      page\n      pageSize\n      total\n    }\n  }\n": typeof types.InhabitantsDocument,
    "\n  query Inhabitant($id: Int!) {\n    inhabitant(id: $id) {\n      ...InhabitantFields\n    }\n  }\n": typeof types.InhabitantDocument,
    "\n  query Households($page: Int!, $pageSize: Int!, $search: String, $purokId: Int) {\n    households(page: $page, pageSize: $pageSize, search: $search, purokId: $purokId) {\n      items {\n        ...HouseholdFields\n      }\n      page\n      pageSize\n      total\n    }\n  }\n": typeof types.HouseholdsDocument,
    "\n  query Household($id: Int!) {\n    household(id: $id) {\n      ...HouseholdFields\n      members {\n        ...InhabitantRowFields\n      }\n    }\n  }\n": typeof types.HouseholdDocument,
    "\n  mutation CreatePurok($input: PurokInput!) {\n    createPurok(input: $input) {\n      ...PurokFields\n    }\n  }\n": typeof types.CreatePurokDocument,
    "\n  mutation RenamePurok($input: RenamePurokInput!) {\n    renamePurok(input: $input) {\n      ...PurokFields\n    }\n  }\n": typeof types.RenamePurokDocument,
    "\n  mutation CreateHousehold($input: HouseholdInput!) {\n    createHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": typeof types.CreateHouseholdDocument,
    "\n  mutation UpdateHousehold($input: UpdateHouseholdInput!) {\n    updateHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": typeof types.UpdateHouseholdDocument,
    "\n  mutation CreateInhabitant($input: InhabitantInput!) {\n    createInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n": typeof types.CreateInhabitantDocument,
    "\n  mutation UpdateInhabitant($input: UpdateInhabitantInput!) {\n    updateInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n": typeof types.UpdateInhabitantDocument,
    "\n  mutation MoveInhabitant($input: MoveInhabitantInput!) {\n    moveInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n": typeof types.MoveInhabitantDocument,
    "\n  mutation SetInhabitantStatus($input: SetInhabitantStatusInput!) {\n    setInhabitantStatus(input: $input) {\n      ...InhabitantFields\n    }\n  }\n": typeof types.SetInhabitantStatusDocument,
    "\n  query ServedBarangay {\n    servedBarangay {\n      id\n      name\n      seal { url width height srcset }\n    }\n  }\n": typeof types.ServedBarangayDocument,
    "\n  fragment BarangaySettingsFields on BarangaySettings {\n    id\n    name\n    referencePrefix\n    emailSenderName\n    sealUrl\n    seal { url width height srcset }\n  }\n": typeof types.BarangaySettingsFieldsFragmentDoc,
    "\n  query BarangaySettings {\n    barangaySettings {\n      ...BarangaySettingsFields\n    }\n  }\n": typeof types.BarangaySettingsDocument,
    "\n  mutation UpdateBarangaySettings($input: BarangaySettingsInput!, $seal: Upload) {\n    updateBarangaySettings(input: $input, seal: $seal) {\n      ...BarangaySettingsFields\n    }\n  }\n": typeof types.UpdateBarangaySettingsDocument,
    "\n  query StaffRoles {\n    roles {\n      id\n      name\n      permissions\n      builtIn\n      memberCount\n    }\n  }\n": typeof types.StaffRolesDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      email\n      firstName\n      lastName\n      role {\n        id\n        name\n      }\n      active\n      mustChangePassword\n    }\n  }\n": typeof types.StaffMembersDocument,
    "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  mutation DeleteRole($id: Int!) {\n    deleteRole(id: $id)\n  }\n": typeof types.DeleteRoleDocument,
    "\n  fragment StaffPasswordHandoverFields on StaffPasswordHandover {\n    member {\n      id\n      email\n      firstName\n      lastName\n    }\n    temporaryPassword\n    passwordLinkSent\n  }\n": typeof types.StaffPasswordHandoverFieldsFragmentDoc,
    "\n  mutation CreateStaffMember($input: CreateStaffMemberInput!) {\n    createStaffMember(input: $input) {\n      ...StaffPasswordHandoverFields\n    }\n  }\n": typeof types.CreateStaffMemberDocument,
    "\n  mutation ResetStaffMemberPassword($id: Int!) {\n    resetStaffMemberPassword(id: $id) {\n      ...StaffPasswordHandoverFields\n    }\n  }\n": typeof types.ResetStaffMemberPasswordDocument,
    "\n  mutation UpdateStaffMember($input: UpdateStaffMemberInput!) {\n    updateStaffMember(input: $input) {\n      id\n      active\n      role {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateStaffMemberDocument,
    "\n  query StaffOfficials {\n    barangayOfficials(pageSize: 100, sortBy: NAME, sortDirection: ASC) {\n      items {\n        id\n        name\n        position\n        staffMemberId\n      }\n    }\n  }\n": typeof types.StaffOfficialsDocument,
    "\n  mutation LinkOfficialStaffMember($id: Int!, $staffMemberId: Int) {\n    linkOfficialStaffMember(id: $id, staffMemberId: $staffMemberId) {\n      id\n      staffMemberId\n    }\n  }\n": typeof types.LinkOfficialStaffMemberDocument,
    "\n  fragment ResidentTransferFields on ResidentTransfer {\n    id\n    status\n    fromBarangayName\n    toBarangayName\n    toHostName\n    newAddress\n    declineReason\n    requestedAt\n    decidedAt\n  }\n": typeof types.ResidentTransferFieldsFragmentDoc,
    "\n  query MyTransfer {\n    transferDestinations {\n      id\n      name\n    }\n    myTransfer {\n      ...ResidentTransferFields\n    }\n  }\n": typeof types.MyTransferDocument,
    "\n  mutation RequestTransfer($input: RequestTransferInput!) {\n    requestTransfer(input: $input) {\n      ...ResidentTransferFields\n    }\n  }\n": typeof types.RequestTransferDocument,
    "\n  mutation CancelTransfer($id: Int!) {\n    cancelTransfer(id: $id) {\n      ...ResidentTransferFields\n    }\n  }\n": typeof types.CancelTransferDocument,
    "\n  query IncomingTransfers {\n    incomingTransfers {\n      id\n      fromBarangayName\n      newAddress\n      requestedAt\n      resident {\n        id\n        firstName\n        lastName\n        email\n        idVerificationStatus\n      }\n    }\n  }\n": typeof types.IncomingTransfersDocument,
    "\n  mutation DecideTransfer($input: DecideTransferInput!) {\n    decideTransfer(input: $input) {\n      id\n      status\n      declineReason\n      decidedAt\n    }\n  }\n": typeof types.DecideTransferDocument,
    "\n  query EarlierDocumentRequests {\n    earlierDocumentRequests {\n      id\n      referenceNumber\n      documentTypeName\n      status\n      requestedAt\n      barangayName\n      certificateCode\n    }\n  }\n": typeof types.EarlierDocumentRequestsDocument,
    "\n  query Profile {\n    me {\n      id\n      email\n      nickname\n      firstName\n      middleName\n      lastName\n      fullName\n      gender\n      birthdate\n      age\n      birthPlace\n      religion\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n      idVerificationStatus\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UploadValidId($validId: Upload!) {\n    uploadValidId(validId: $validId) {\n      id\n      idVerificationStatus\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n": typeof types.UploadValidIdDocument,
    "\n  query Residents(\n    $search: String\n    $idVerificationStatus: IdVerificationStatus\n    $sortBy: ResidentSortField!\n    $sortDirection: SortDirection!\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    residents(\n      search: $search\n      idVerificationStatus: $idVerificationStatus\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        age\n        idVerificationStatus\n      }\n      total\n    }\n  }\n": typeof types.ResidentsDocument,
    "\n  query ResidentDetails($id: Int!) {\n    resident(id: $id) {\n      id\n      email\n      nickname\n      fullName\n      gender\n      birthdate\n      age\n      birthPlace\n      religion\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n      idVerificationStatus\n      validIdUrl\n      validIdMediaType\n      idVerificationHistory {\n        decision\n        decidedAt\n        decidedByName\n      }\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n": typeof types.ResidentDetailsDocument,
    "\n  mutation DecideIdVerification($userId: Int!, $decision: IdVerificationOutcome!) {\n    decideIdVerification(userId: $userId, decision: $decision) {\n      id\n      idVerificationStatus\n      idVerificationHistory {\n        decision\n        decidedAt\n        decidedByName\n      }\n    }\n  }\n": typeof types.DecideIdVerificationDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      mustChangePassword\n      permissions\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      qrCodeDataUrl\n      secret\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input)\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input)\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  fragment RegistryLinkFields on ResidentRegistryLink {\n    residentId\n    linkedAt\n    confirmed\n    linked {\n      ...RegistryLinkInhabitant\n    }\n    matches {\n      ...RegistryLinkInhabitant\n    }\n  }\n  fragment RegistryLinkInhabitant on Inhabitant {\n    id\n    fullName\n    birthdate\n    address\n    household {\n      id\n      householdNumber\n    }\n  }\n": typeof types.RegistryLinkFieldsFragmentDoc,
    "\n  query ResidentRegistryLink($userId: Int!) {\n    residentRegistryLink(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n": typeof types.ResidentRegistryLinkDocument,
    "\n  mutation LinkResidentToInhabitant($userId: Int!, $inhabitantId: Int!) {\n    linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) {\n      ...RegistryLinkFields\n    }\n  }\n": typeof types.LinkResidentToInhabitantDocument,
    "\n  mutation ConfirmResidentLink($userId: Int!) {\n    confirmResidentLink(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n": typeof types.ConfirmResidentLinkDocument,
    "\n  mutation UnlinkResident($userId: Int!) {\n    unlinkResident(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n": typeof types.UnlinkResidentDocument,
    "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) {\n      genuine\n      status\n      valid\n      revoked\n      issuedBy\n      documentTypeName\n      referenceNumber\n      issueDate\n      holderName\n      certifiedFields {\n        name\n        value\n      }\n      revokedAt\n      revocationReason\n    }\n  }\n": typeof types.VerifyDocumentDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      preferredLanguage\n    }\n  }\n": typeof types.AccountLanguageDocument,
    "\n  mutation ChoosePreferredLanguage($language: Language!) {\n    choosePreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n": typeof types.ChoosePreferredLanguageDocument,
    "\n  query StaffAccess {\n    me {\n      id\n      mustChangePassword\n      permissions\n      cityRole\n    }\n  }\n": typeof types.StaffAccessDocument,
};
const documents: Documents = {
    "\n  query AnnouncementList(\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: AnnouncementSortField! = CREATED_AT\n    $sortDirection: SortDirection! = DESC\n  ) {\n    announcements(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {\n      items {\n        id\n        title\n        content\n        featured\n        createdAt\n      }\n      total\n    }\n  }\n": types.AnnouncementListDocument,
    "\n  query FeaturedAnnouncements($page: Int!, $pageSize: Int!) {\n    announcements(featured: true, page: $page, pageSize: $pageSize, sortBy: CREATED_AT, sortDirection: DESC) {\n      items {\n        id\n        title\n        content\n        createdAt\n      }\n      total\n    }\n  }\n": types.FeaturedAnnouncementsDocument,
    "\n  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n      title\n      content\n      featured\n      createdAt\n    }\n  }\n": types.CreateAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($id: Int!, $input: UpdateAnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      title\n      content\n      featured\n      createdAt\n    }\n  }\n": types.UpdateAnnouncementDocument,
    "\n  mutation DeleteAnnouncement($id: Int!) {\n    deleteAnnouncement(id: $id)\n  }\n": types.DeleteAnnouncementDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithTwoFactor($input: TwoFactorLoginInput!) {\n    loginWithTwoFactor(input: $input) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n    }\n  }\n": types.LoginWithTwoFactorDocument,
    "\n  mutation StartSignInEnrolment($mfaToken: String!) {\n    startTwoFactorEnrolment(mfaToken: $mfaToken) {\n      qrCodeDataUrl\n      secret\n    }\n  }\n": types.StartSignInEnrolmentDocument,
    "\n  mutation ConfirmSignInEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      session {\n        access\n        refresh\n        isResident\n        isVerified\n        email\n      }\n    }\n  }\n": types.ConfirmSignInEnrolmentDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n    }\n  }\n": types.RegisterDocument,
    "\n  query RegistrationPrivacyNotice {\n    privacyNotice { version }\n  }\n": types.RegistrationPrivacyNoticeDocument,
    "\n  mutation RefreshToken($refresh: String!) {\n    refreshToken(refresh: $refresh) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Logout($refresh: String!) {\n    logout(refresh: $refresh)\n  }\n": types.LogoutDocument,
    "\n  query CurrentUserGreeting {\n    me {\n      id\n      nickname\n      email\n    }\n  }\n": types.CurrentUserGreetingDocument,
    "\n  mutation SetStaffPassword($input: SetStaffPasswordInput!) {\n    setStaffPassword(input: $input)\n  }\n": types.SetStaffPasswordDocument,
    "\n  fragment RollupFiguresFields on RollupFigures {\n    residents\n    openRequests\n    overdueRequests\n    readyRequests\n    readyOnTime\n    processingCompliance\n    idVerificationsWaiting\n  }\n": types.RollupFiguresFieldsFragmentDoc,
    "\n  fragment BarangayRollupFields on BarangayRollup {\n    barangayId\n    name\n    psgcCode\n    hostNames\n    residents\n    openRequests\n    overdueRequests\n    readyRequests\n    readyOnTime\n    processingCompliance\n    idVerificationsWaiting\n  }\n": types.BarangayRollupFieldsFragmentDoc,
    "\n  query CityRollup {\n    cityRollup {\n      asOf\n      complianceWindowDays\n      barangays {\n        ...BarangayRollupFields\n      }\n      city {\n        ...RollupFiguresFields\n      }\n    }\n  }\n": types.CityRollupDocument,
    "\n  mutation CreateBarangay($input: CreateBarangayInput!) {\n    createBarangay(input: $input) {\n      barangay {\n        ...BarangayRollupFields\n      }\n      punongBarangay {\n        ...AccountHandoverFields\n      }\n    }\n  }\n": types.CreateBarangayDocument,
    "\n  fragment AccountHandoverFields on AccountHandover {\n    account {\n      id\n      email\n      firstName\n      lastName\n    }\n    temporaryPassword\n    passwordLinkSent\n  }\n": types.AccountHandoverFieldsFragmentDoc,
    "\n  query CityAccounts {\n    cityAccounts {\n      id\n      email\n      firstName\n      lastName\n      cityRole\n      mustChangePassword\n    }\n  }\n": types.CityAccountsDocument,
    "\n  mutation CreateCityAccount($input: CreateCityAccountInput!) {\n    createCityAccount(input: $input) {\n      ...AccountHandoverFields\n    }\n  }\n": types.CreateCityAccountDocument,
    "\n  mutation SetBarangayHostNames($input: SetBarangayHostNamesInput!) {\n    setBarangayHostNames(input: $input) {\n      ...BarangayRollupFields\n    }\n  }\n": types.SetBarangayHostNamesDocument,
    "\n  query ContactDetails {\n    contactDetails {\n      id\n      contactNumber\n      facebookPagee\n      email\n      address\n    }\n  }\n": types.ContactDetailsDocument,
    "\n  mutation SaveContactDetails($input: ContactDetailsInput!) {\n    saveContactDetails(input: $input) {\n      id\n      contactNumber\n      facebookPagee\n      email\n      address\n    }\n  }\n": types.SaveContactDetailsDocument,
    "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id\n    field\n    currentValue\n    requestedValue\n    reason\n    status\n    requestedAt\n    decidedAt\n    decisionReason\n  }\n": types.CorrectionRequestFieldsFragmentDoc,
    "\n  query MyCorrectionRequests {\n    me {\n      id\n      nickname\n      firstName\n      middleName\n      lastName\n      gender\n      birthdate\n      birthPlace\n      religion\n    }\n    myCorrectionRequests {\n      ...CorrectionRequestFields\n    }\n  }\n": types.MyCorrectionRequestsDocument,
    "\n  mutation RequestCorrection($input: RequestCorrectionInput!) {\n    requestCorrection(input: $input) {\n      ...CorrectionRequestFields\n    }\n  }\n": types.RequestCorrectionDocument,
    "\n  mutation WithdrawCorrectionRequest($id: Int!) {\n    withdrawCorrectionRequest(id: $id) {\n      ...CorrectionRequestFields\n    }\n  }\n": types.WithdrawCorrectionRequestDocument,
    "\n  query CorrectionRequests($status: CorrectionRequestStatus, $page: Int!, $pageSize: Int!) {\n    correctionRequests(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        field\n        currentValue\n        requestedValue\n        reason\n        status\n        requestedAt\n        decidedAt\n        decisionReason\n        residentId\n        residentName\n        decidedBy\n      }\n    }\n  }\n": types.CorrectionRequestsDocument,
    "\n  mutation ApproveCorrectionRequest($id: Int!) {\n    approveCorrectionRequest(id: $id) {\n      id\n      status\n      decidedAt\n      decidedBy\n    }\n  }\n": types.ApproveCorrectionRequestDocument,
    "\n  mutation RejectCorrectionRequest($input: RejectCorrectionRequestInput!) {\n    rejectCorrectionRequest(input: $input) {\n      id\n      status\n      decidedAt\n      decidedBy\n      decisionReason\n    }\n  }\n": types.RejectCorrectionRequestDocument,
    "\n  query DashboardStats($attendanceEventId: Int) {\n    dashboard(attendanceEventId: $attendanceEventId) {\n      residents {\n        total\n        male\n        female\n        teen\n        adult\n        seniorCitizen\n        ageChart {\n          teen\n          adult\n          senior\n        }\n      }\n      employment {\n        employed\n        unemployed\n      }\n      voters {\n        voters\n        nonVoters\n      }\n      events {\n        total\n        finished\n        attendance {\n          eventId\n          eventName\n          eventDate\n          expected\n          actual\n        }\n      }\n      documentRequests {\n        total\n        pending\n        canceled\n        processing\n        forPickup\n        rejected\n        released\n        uniqueDocumentTypes\n        medianHoursToPickup\n        perDocumentType {\n          documentTypeName\n          count\n        }\n      }\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  query AttendanceEventOptions($search: String, $page: Int!, $pageSize: Int!) {\n    events(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        eventName\n        eventDate\n      }\n      total\n    }\n  }\n": types.AttendanceEventOptionsDocument,
    "\n  query InhabitantsOverview {\n    inhabitantsOverview {\n      living\n      households\n      male\n      female\n      withAccount\n      ageGroups {\n        label\n        from\n        to\n        male\n        female\n        total\n      }\n      sectors {\n        sector\n        count\n      }\n    }\n  }\n": types.InhabitantsOverviewDocument,
    "\n  query MyDataAccesses($page: Int!, $pageSize: Int!) {\n    myDataAccesses(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        viewedAt\n        viewerName\n        viewerOffice\n        kind\n        purpose\n      }\n      total\n    }\n  }\n": types.MyDataAccessesDocument,
    "\n  query DataAccessLedger(\n    $page: Int!, $pageSize: Int!, $from: String, $to: String, $staff: String, $subject: String, $kind: DataAccessKind\n  ) {\n    dataAccessLedger(page: $page, pageSize: $pageSize, from: $from, to: $to, staff: $staff, subject: $subject, kind: $kind) {\n      items {\n        id\n        viewedAt\n        viewerName\n        viewerEmail\n        viewerOffice\n        subjectName\n        residentId\n        inhabitantId\n        kind\n        purpose\n      }\n      total\n    }\n  }\n": types.DataAccessLedgerDocument,
    "\n  query DocumentRequests(\n    $search: String\n    $status: DocumentRequestStatus\n    $sortBy: DocumentRequestSortField!\n    $sortDirection: SortDirection!\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    documentRequests(\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        referenceNumber\n        documentTypeName\n        requestor\n        takenAtCounter\n        requestedAt\n        status\n        allowedNextStatuses\n        waitingWorkingDays\n        overdue\n        certificateUrl\n      }\n      total\n    }\n  }\n": types.DocumentRequestsDocument,
    "\n  query DocumentRequestDetails($id: Int!) {\n    documentRequest(id: $id) {\n      id\n      referenceNumber\n      documentTypeName\n      requestor\n      takenAtCounter\n      gender\n      requestedAt\n      status\n      fieldData\n      documentTypeFields { name fieldType }\n      allowedNextStatuses\n      targetProcessingDays\n      waitingWorkingDays\n      dueDate\n      overdue\n      certificateUrl\n      certificate {\n        verificationCode\n        verificationUrl\n        issueDate\n        revoked\n        revokedAt\n        revocationReason\n      }\n      statusHistory {\n        fromStatus\n        toStatus\n        changedAt\n        changedByName\n      }\n    }\n  }\n": types.DocumentRequestDetailsDocument,
    "\n  mutation ChangeDocumentRequestStatus($id: Int!, $status: DocumentRequestStatus!) {\n    changeDocumentRequestStatus(id: $id, status: $status) {\n      id\n      status\n      allowedNextStatuses\n    }\n  }\n": types.ChangeDocumentRequestStatusDocument,
    "\n  query DocumentRequestCertificateUrl($id: Int!) {\n    documentRequest(id: $id) {\n      id\n      certificateUrl\n    }\n  }\n": types.DocumentRequestCertificateUrlDocument,
    "\n  mutation RevokeCertificate($input: RevokeCertificateInput!) {\n    revokeCertificate(input: $input) {\n      requestId\n      verificationCode\n      revoked\n      revokedAt\n      revocationReason\n    }\n  }\n": types.RevokeCertificateDocument,
    "\n  fragment RequestableTypeFields on DocumentType {\n    id\n    name\n    description\n    fields {\n      name\n      fieldType\n      required\n    }\n  }\n": types.RequestableTypeFieldsFragmentDoc,
    "\n  query RequestDocumentOptions($pageSize: Int!) {\n    me {\n      id\n      idVerificationStatus\n    }\n    documentRequestAllowance {\n      openCount\n      limit\n      canSubmit\n    }\n    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {\n      items {\n        ...RequestableTypeFields\n      }\n    }\n  }\n": types.RequestDocumentOptionsDocument,
    "\n  mutation SubmitDocumentRequest($input: SubmitDocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      id\n      status\n    }\n  }\n": types.SubmitDocumentRequestDocument,
    "\n  query CounterDocumentTypes($pageSize: Int!) {\n    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {\n      items {\n        ...RequestableTypeFields\n      }\n    }\n  }\n": types.CounterDocumentTypesDocument,
    "\n  query CounterInhabitants($search: String!) {\n    counterInhabitants(search: $search) {\n      id\n      fullName\n      birthdate\n      householdNumber\n      hasAccount\n    }\n  }\n": types.CounterInhabitantsDocument,
    "\n  mutation SubmitDocumentRequestAtCounter($input: CounterDocumentRequestInput!) {\n    submitDocumentRequestAtCounter(input: $input) {\n      id\n      referenceNumber\n      requestor\n      status\n    }\n  }\n": types.SubmitDocumentRequestAtCounterDocument,
    "\n  query DocumentTypes($sortBy: DocumentTypeSortField!, $sortDirection: SortDirection!, $page: Int!, $pageSize: Int!) {\n    documentTypes(sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        description\n        fieldCount\n        targetProcessingDays\n        certificateTitle\n        certificateBody\n        certificatePlaceholders\n        defaultCertificateTitle\n        defaultCertificateBody\n        fields {\n          name\n          fieldType\n          required\n        }\n      }\n      total\n    }\n  }\n": types.DocumentTypesDocument,
    "\n  mutation CreateDocumentType($input: DocumentTypeInput!) {\n    createDocumentType(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateDocumentTypeDocument,
    "\n  mutation UpdateDocumentType($id: Int!, $input: DocumentTypeInput!) {\n    updateDocumentType(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateDocumentTypeDocument,
    "\n  mutation DeleteDocumentType($id: Int!) {\n    deleteDocumentType(id: $id) {\n      archived\n    }\n  }\n": types.DeleteDocumentTypeDocument,
    "\n  fragment ErasurePlanLineFields on ErasurePlanLine {\n    what\n    count\n    why\n  }\n": types.ErasurePlanLineFieldsFragmentDoc,
    "\n  fragment MyErasureRequestFields on ErasureRequest {\n    id\n    status\n    reason\n    requestedAt\n    decidedAt\n    refusalReason\n  }\n": types.MyErasureRequestFieldsFragmentDoc,
    "\n  query MyErasure {\n    erasurePlan {\n      erased {\n        ...ErasurePlanLineFields\n      }\n      kept {\n        ...ErasurePlanLineFields\n      }\n    }\n    myErasureRequest {\n      ...MyErasureRequestFields\n    }\n  }\n": types.MyErasureDocument,
    "\n  mutation RequestErasure($input: RequestErasureInput!) {\n    requestErasure(input: $input) {\n      ...MyErasureRequestFields\n    }\n  }\n": types.RequestErasureDocument,
    "\n  mutation WithdrawErasureRequest {\n    withdrawErasureRequest {\n      ...MyErasureRequestFields\n    }\n  }\n": types.WithdrawErasureRequestDocument,
    "\n  query ErasureRequests($page: Int!, $pageSize: Int!, $status: ErasureRequestStatus) {\n    erasureRequests(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      items {\n        id\n        status\n        reason\n        requestedAt\n        decidedAt\n        refusalReason\n        residentId\n        residentName\n        residentErased\n        decidedBy\n        held {\n          ...ErasurePlanLineFields\n        }\n        plan {\n          erased {\n            ...ErasurePlanLineFields\n          }\n          kept {\n            ...ErasurePlanLineFields\n          }\n        }\n      }\n    }\n  }\n": types.ErasureRequestsDocument,
    "\n  mutation ProcessErasureRequest($id: Int!) {\n    processErasureRequest(id: $id) {\n      id\n      status\n      residentName\n    }\n  }\n": types.ProcessErasureRequestDocument,
    "\n  mutation RefuseErasureRequest($input: RefuseErasureRequestInput!) {\n    refuseErasureRequest(input: $input) {\n      id\n      status\n      refusalReason\n    }\n  }\n": types.RefuseErasureRequestDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    eventName\n    targetAudience\n    eventDate\n    status\n    eventPhotoUrl\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  fragment EventFields on Event {\n    ...EventCardFields\n    expectedNumberOfAttendees\n    actualAttendees\n  }\n": types.EventFieldsFragmentDoc,
    "\n  query EventGallery($page: Int!, $pageSize: Int!) {\n    events(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: EVENT_DATE, sortDirection: DESC) {\n      total\n      items {\n        ...EventCardFields\n        eventPhoto { url width height srcset }\n      }\n    }\n  }\n": types.EventGalleryDocument,
    "\n  query EventList(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $sortBy: EventSortField\n    $sortDirection: SortDirection\n  ) {\n    events(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {\n      total\n      items {\n        ...EventFields\n      }\n    }\n  }\n": types.EventListDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!, $eventPhoto: Upload) {\n    createEvent(input: $input, eventPhoto: $eventPhoto) {\n      ...EventFields\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: Int!, $input: UpdateEventInput!, $eventPhoto: Upload) {\n    updateEvent(id: $id, input: $input, eventPhoto: $eventPhoto) {\n      ...EventFields\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: Int!) {\n    deleteEvent(id: $id)\n  }\n": types.DeleteEventDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    title\n    message\n    requestId\n    referenceNumber\n    read\n    readAt\n    createdAt\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query NotificationList($pageSize: Int!) {\n    notifications(page: 1, pageSize: $pageSize) {\n      items {\n        ...NotificationItem\n      }\n      total\n      unreadCount\n    }\n  }\n": types.NotificationListDocument,
    "\n  mutation MarkNotificationsRead($ids: [Int!]!) {\n    markNotificationsRead(ids: $ids) {\n      marked\n      unreadCount\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      marked\n      unreadCount\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  fragment OfficialCardFields on BarangayOfficial {\n    id\n    name\n    position\n    contactNumber\n    address\n    officialPictureUrl\n  }\n": types.OfficialCardFieldsFragmentDoc,
    "\n  fragment OfficialFields on BarangayOfficial {\n    ...OfficialCardFields\n    termStart\n    termEnd\n  }\n": types.OfficialFieldsFragmentDoc,
    "\n  query OfficialList(\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: BarangayOfficialSortField! = CREATED_AT\n    $sortDirection: SortDirection! = ASC\n  ) {\n    barangayOfficials(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {\n      items {\n        ...OfficialFields\n      }\n      total\n    }\n  }\n": types.OfficialListDocument,
    "\n  query OfficialsGrid($pageSize: Int!) {\n    barangayOfficials(page: 1, pageSize: $pageSize) {\n      items {\n        ...OfficialCardFields\n        officialPicture { url width height srcset }\n      }\n      total\n    }\n  }\n": types.OfficialsGridDocument,
    "\n  mutation CreateOfficial($input: CreateBarangayOfficialInput!, $officialPicture: Upload) {\n    createBarangayOfficial(input: $input, officialPicture: $officialPicture) {\n      ...OfficialFields\n    }\n  }\n": types.CreateOfficialDocument,
    "\n  mutation UpdateOfficial($id: Int!, $input: UpdateBarangayOfficialInput!, $officialPicture: Upload) {\n    updateBarangayOfficial(id: $id, input: $input, officialPicture: $officialPicture) {\n      ...OfficialFields\n    }\n  }\n": types.UpdateOfficialDocument,
    "\n  mutation DeleteOfficial($id: Int!) {\n    deleteBarangayOfficial(id: $id)\n  }\n": types.DeleteOfficialDocument,
    "\n  fragment PrivacyNoticeFields on PrivacyNotice {\n    version\n    text\n    publishedAt\n    isCurrent\n    currentVersion\n    barangayName\n    dataProtectionOfficer { name email phone }\n  }\n": types.PrivacyNoticeFieldsFragmentDoc,
    "\n  query PrivacyNotice($version: Int) {\n    privacyNotice(version: $version) {\n      ...PrivacyNoticeFields\n    }\n  }\n": types.PrivacyNoticeDocument,
    "\n  query MyPrivacyConsent {\n    myPrivacyConsent { currentVersion version consentedAt needsConsent }\n  }\n": types.MyPrivacyConsentDocument,
    "\n  mutation AcceptPrivacyNotice($version: Int!) {\n    acceptPrivacyNotice(version: $version) { currentVersion version consentedAt needsConsent }\n  }\n": types.AcceptPrivacyNoticeDocument,
    "\n  query PrivacyNoticeVersions {\n    privacyNoticeVersions { version publishedAt publishedBy }\n  }\n": types.PrivacyNoticeVersionsDocument,
    "\n  mutation PublishPrivacyNotice($input: PublishPrivacyNoticeInput!) {\n    publishPrivacyNotice(input: $input) {\n      ...PrivacyNoticeFields\n    }\n  }\n": types.PublishPrivacyNoticeDocument,
    "\n  mutation SaveDataProtectionOfficer($input: DataProtectionOfficerInput!) {\n    saveDataProtectionOfficer(input: $input) { name email phone }\n  }\n": types.SaveDataProtectionOfficerDocument,
    "\n  fragment ProjectFields on Project {\n    id\n    title\n    description\n    status\n    dateStarted\n    dateEnded\n    link\n    projectPhotoUrl\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  query ProjectCarousel($pageSize: Int!) {\n    projects(page: 1, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {\n      items {\n        ...ProjectFields\n        projectPhoto { url width height srcset }\n      }\n    }\n  }\n": types.ProjectCarouselDocument,
    "\n  query ProjectGallery($page: Int!, $pageSize: Int!) {\n    projects(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {\n      total\n      items {\n        ...ProjectFields\n        projectPhoto { url width height srcset }\n      }\n    }\n  }\n": types.ProjectGalleryDocument,
    "\n  query ProjectList(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $sortBy: ProjectSortField\n    $sortDirection: SortDirection\n  ) {\n    projects(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {\n      total\n      items {\n        ...ProjectFields\n      }\n    }\n  }\n": types.ProjectListDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!, $projectPhoto: Upload) {\n    createProject(input: $input, projectPhoto: $projectPhoto) {\n      ...ProjectFields\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!, $projectPhoto: Upload) {\n    updateProject(id: $id, input: $input, projectPhoto: $projectPhoto) {\n      ...ProjectFields\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: Int!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  fragment ImportProblemFields on ImportProblem {\n    row\n    column\n    message\n  }\n": types.ImportProblemFieldsFragmentDoc,
    "\n  fragment ImportProgressFields on InhabitantImport {\n    totalRows\n    status\n    processedRows\n    failure\n    problemCount\n    problems {\n      ...ImportProblemFields\n    }\n    summary {\n      inhabitants\n      households\n      puroks\n    }\n  }\n": types.ImportProgressFieldsFragmentDoc,
    "\n  query InhabitantImport($id: Int!) {\n    inhabitantImport(id: $id) {\n      id\n      fileName\n      headerRow\n      ...ImportProgressFields\n      columns {\n        column\n        header\n        field\n        samples\n      }\n    }\n  }\n": types.InhabitantImportDocument,
    "\n  query InhabitantImportProgress($id: Int!) {\n    inhabitantImport(id: $id) {\n      id\n      ...ImportProgressFields\n    }\n  }\n": types.InhabitantImportProgressDocument,
    "\n  mutation CheckInhabitantImport($input: InhabitantImportInput!) {\n    checkInhabitantImport(input: $input) {\n      rows\n      problemCount\n      problems {\n        ...ImportProblemFields\n      }\n      duplicateCount\n      duplicates {\n        row\n        name\n        birthdate\n        sameAsRow\n        inhabitantId\n        inhabitantName\n      }\n      newHouseholds\n      existingHouseholds\n      newPuroks\n    }\n  }\n": types.CheckInhabitantImportDocument,
    "\n  mutation StartInhabitantImport($input: InhabitantImportInput!) {\n    startInhabitantImport(input: $input) {\n      id\n      status\n      processedRows\n      totalRows\n    }\n  }\n": types.StartInhabitantImportDocument,
    "\n  fragment PurokFields on Purok {\n    id\n    name\n  }\n": types.PurokFieldsFragmentDoc,
    "\n  fragment HouseholdFields on Household {\n    id\n    householdNumber\n    address\n    purokId\n    purok {\n      ...PurokFields\n    }\n  }\n": types.HouseholdFieldsFragmentDoc,
    "\n  fragment InhabitantRowFields on Inhabitant {\n    id\n    firstName\n    middleName\n    lastName\n    suffix\n    fullName\n    age\n    sex\n    status\n    statusDate\n    relationshipToHead\n    isSeniorCitizen\n    isPwd\n    isSoloParent\n    isIndigenous\n    is4Ps\n    isOutOfSchoolYouth\n    household {\n      id\n      householdNumber\n      address\n      purok {\n        ...PurokFields\n      }\n    }\n  }\n": types.InhabitantRowFieldsFragmentDoc,
    "\n  fragment InhabitantFields on Inhabitant {\n    ...InhabitantRowFields\n    address\n    birthdate\n    birthPlace\n    civilStatus\n    citizenship\n    occupation\n    hasAccount\n  }\n": types.InhabitantFieldsFragmentDoc,
    "\n  query Puroks {\n    puroks {\n      ...PurokFields\n    }\n  }\n": types.PuroksDocument,
    "\n  query Inhabitants(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $purokId: Int\n    $householdId: Int\n    $status: InhabitantStatus\n    $sector: InhabitantSector\n  ) {\n    inhabitants(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      purokId: $purokId\n      householdId: $householdId\n      status: $status\n      sector: $sector\n    ) {\n      items {\n        ...InhabitantRowFields\n      }\n      page\n      pageSize\n      total\n    }\n  }\n": types.InhabitantsDocument,
    "\n  query Inhabitant($id: Int!) {\n    inhabitant(id: $id) {\n      ...InhabitantFields\n    }\n  }\n": types.InhabitantDocument,
    "\n  query Households($page: Int!, $pageSize: Int!, $search: String, $purokId: Int) {\n    households(page: $page, pageSize: $pageSize, search: $search, purokId: $purokId) {\n      items {\n        ...HouseholdFields\n      }\n      page\n      pageSize\n      total\n    }\n  }\n": types.HouseholdsDocument,
    "\n  query Household($id: Int!) {\n    household(id: $id) {\n      ...HouseholdFields\n      members {\n        ...InhabitantRowFields\n      }\n    }\n  }\n": types.HouseholdDocument,
    "\n  mutation CreatePurok($input: PurokInput!) {\n    createPurok(input: $input) {\n      ...PurokFields\n    }\n  }\n": types.CreatePurokDocument,
    "\n  mutation RenamePurok($input: RenamePurokInput!) {\n    renamePurok(input: $input) {\n      ...PurokFields\n    }\n  }\n": types.RenamePurokDocument,
    "\n  mutation CreateHousehold($input: HouseholdInput!) {\n    createHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": types.CreateHouseholdDocument,
    "\n  mutation UpdateHousehold($input: UpdateHouseholdInput!) {\n    updateHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n": types.UpdateHouseholdDocument,
    "\n  mutation CreateInhabitant($input: InhabitantInput!) {\n    createInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n": types.CreateInhabitantDocument,
    "\n  mutation UpdateInhabitant($input: UpdateInhabitantInput!) {\n    updateInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n": types.UpdateInhabitantDocument,
    "\n  mutation MoveInhabitant($input: MoveInhabitantInput!) {\n    moveInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n": types.MoveInhabitantDocument,
    "\n  mutation SetInhabitantStatus($input: SetInhabitantStatusInput!) {\n    setInhabitantStatus(input: $input) {\n      ...InhabitantFields\n    }\n  }\n": types.SetInhabitantStatusDocument,
    "\n  query ServedBarangay {\n    servedBarangay {\n      id\n      name\n      seal { url width height srcset }\n    }\n  }\n": types.ServedBarangayDocument,
    "\n  fragment BarangaySettingsFields on BarangaySettings {\n    id\n    name\n    referencePrefix\n    emailSenderName\n    sealUrl\n    seal { url width height srcset }\n  }\n": types.BarangaySettingsFieldsFragmentDoc,
    "\n  query BarangaySettings {\n    barangaySettings {\n      ...BarangaySettingsFields\n    }\n  }\n": types.BarangaySettingsDocument,
    "\n  mutation UpdateBarangaySettings($input: BarangaySettingsInput!, $seal: Upload) {\n    updateBarangaySettings(input: $input, seal: $seal) {\n      ...BarangaySettingsFields\n    }\n  }\n": types.UpdateBarangaySettingsDocument,
    "\n  query StaffRoles {\n    roles {\n      id\n      name\n      permissions\n      builtIn\n      memberCount\n    }\n  }\n": types.StaffRolesDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      email\n      firstName\n      lastName\n      role {\n        id\n        name\n      }\n      active\n      mustChangePassword\n    }\n  }\n": types.StaffMembersDocument,
    "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateRoleDocument,
    "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  mutation DeleteRole($id: Int!) {\n    deleteRole(id: $id)\n  }\n": types.DeleteRoleDocument,
    "\n  fragment StaffPasswordHandoverFields on StaffPasswordHandover {\n    member {\n      id\n      email\n      firstName\n      lastName\n    }\n    temporaryPassword\n    passwordLinkSent\n  }\n": types.StaffPasswordHandoverFieldsFragmentDoc,
    "\n  mutation CreateStaffMember($input: CreateStaffMemberInput!) {\n    createStaffMember(input: $input) {\n      ...StaffPasswordHandoverFields\n    }\n  }\n": types.CreateStaffMemberDocument,
    "\n  mutation ResetStaffMemberPassword($id: Int!) {\n    resetStaffMemberPassword(id: $id) {\n      ...StaffPasswordHandoverFields\n    }\n  }\n": types.ResetStaffMemberPasswordDocument,
    "\n  mutation UpdateStaffMember($input: UpdateStaffMemberInput!) {\n    updateStaffMember(input: $input) {\n      id\n      active\n      role {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateStaffMemberDocument,
    "\n  query StaffOfficials {\n    barangayOfficials(pageSize: 100, sortBy: NAME, sortDirection: ASC) {\n      items {\n        id\n        name\n        position\n        staffMemberId\n      }\n    }\n  }\n": types.StaffOfficialsDocument,
    "\n  mutation LinkOfficialStaffMember($id: Int!, $staffMemberId: Int) {\n    linkOfficialStaffMember(id: $id, staffMemberId: $staffMemberId) {\n      id\n      staffMemberId\n    }\n  }\n": types.LinkOfficialStaffMemberDocument,
    "\n  fragment ResidentTransferFields on ResidentTransfer {\n    id\n    status\n    fromBarangayName\n    toBarangayName\n    toHostName\n    newAddress\n    declineReason\n    requestedAt\n    decidedAt\n  }\n": types.ResidentTransferFieldsFragmentDoc,
    "\n  query MyTransfer {\n    transferDestinations {\n      id\n      name\n    }\n    myTransfer {\n      ...ResidentTransferFields\n    }\n  }\n": types.MyTransferDocument,
    "\n  mutation RequestTransfer($input: RequestTransferInput!) {\n    requestTransfer(input: $input) {\n      ...ResidentTransferFields\n    }\n  }\n": types.RequestTransferDocument,
    "\n  mutation CancelTransfer($id: Int!) {\n    cancelTransfer(id: $id) {\n      ...ResidentTransferFields\n    }\n  }\n": types.CancelTransferDocument,
    "\n  query IncomingTransfers {\n    incomingTransfers {\n      id\n      fromBarangayName\n      newAddress\n      requestedAt\n      resident {\n        id\n        firstName\n        lastName\n        email\n        idVerificationStatus\n      }\n    }\n  }\n": types.IncomingTransfersDocument,
    "\n  mutation DecideTransfer($input: DecideTransferInput!) {\n    decideTransfer(input: $input) {\n      id\n      status\n      declineReason\n      decidedAt\n    }\n  }\n": types.DecideTransferDocument,
    "\n  query EarlierDocumentRequests {\n    earlierDocumentRequests {\n      id\n      referenceNumber\n      documentTypeName\n      status\n      requestedAt\n      barangayName\n      certificateCode\n    }\n  }\n": types.EarlierDocumentRequestsDocument,
    "\n  query Profile {\n    me {\n      id\n      email\n      nickname\n      firstName\n      middleName\n      lastName\n      fullName\n      gender\n      birthdate\n      age\n      birthPlace\n      religion\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n      idVerificationStatus\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UploadValidId($validId: Upload!) {\n    uploadValidId(validId: $validId) {\n      id\n      idVerificationStatus\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n": types.UploadValidIdDocument,
    "\n  query Residents(\n    $search: String\n    $idVerificationStatus: IdVerificationStatus\n    $sortBy: ResidentSortField!\n    $sortDirection: SortDirection!\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    residents(\n      search: $search\n      idVerificationStatus: $idVerificationStatus\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        age\n        idVerificationStatus\n      }\n      total\n    }\n  }\n": types.ResidentsDocument,
    "\n  query ResidentDetails($id: Int!) {\n    resident(id: $id) {\n      id\n      email\n      nickname\n      fullName\n      gender\n      birthdate\n      age\n      birthPlace\n      religion\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n      idVerificationStatus\n      validIdUrl\n      validIdMediaType\n      idVerificationHistory {\n        decision\n        decidedAt\n        decidedByName\n      }\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n": types.ResidentDetailsDocument,
    "\n  mutation DecideIdVerification($userId: Int!, $decision: IdVerificationOutcome!) {\n    decideIdVerification(userId: $userId, decision: $decision) {\n      id\n      idVerificationStatus\n      idVerificationHistory {\n        decision\n        decidedAt\n        decidedByName\n      }\n    }\n  }\n": types.DecideIdVerificationDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      mustChangePassword\n      permissions\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      qrCodeDataUrl\n      secret\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input)\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input)\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  fragment RegistryLinkFields on ResidentRegistryLink {\n    residentId\n    linkedAt\n    confirmed\n    linked {\n      ...RegistryLinkInhabitant\n    }\n    matches {\n      ...RegistryLinkInhabitant\n    }\n  }\n  fragment RegistryLinkInhabitant on Inhabitant {\n    id\n    fullName\n    birthdate\n    address\n    household {\n      id\n      householdNumber\n    }\n  }\n": types.RegistryLinkFieldsFragmentDoc,
    "\n  query ResidentRegistryLink($userId: Int!) {\n    residentRegistryLink(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n": types.ResidentRegistryLinkDocument,
    "\n  mutation LinkResidentToInhabitant($userId: Int!, $inhabitantId: Int!) {\n    linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) {\n      ...RegistryLinkFields\n    }\n  }\n": types.LinkResidentToInhabitantDocument,
    "\n  mutation ConfirmResidentLink($userId: Int!) {\n    confirmResidentLink(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n": types.ConfirmResidentLinkDocument,
    "\n  mutation UnlinkResident($userId: Int!) {\n    unlinkResident(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n": types.UnlinkResidentDocument,
    "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) {\n      genuine\n      status\n      valid\n      revoked\n      issuedBy\n      documentTypeName\n      referenceNumber\n      issueDate\n      holderName\n      certifiedFields {\n        name\n        value\n      }\n      revokedAt\n      revocationReason\n    }\n  }\n": types.VerifyDocumentDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      preferredLanguage\n    }\n  }\n": types.AccountLanguageDocument,
    "\n  mutation ChoosePreferredLanguage($language: Language!) {\n    choosePreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n": types.ChoosePreferredLanguageDocument,
    "\n  query StaffAccess {\n    me {\n      id\n      mustChangePassword\n      permissions\n      cityRole\n    }\n  }\n": types.StaffAccessDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementList(\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: AnnouncementSortField! = CREATED_AT\n    $sortDirection: SortDirection! = DESC\n  ) {\n    announcements(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {\n      items {\n        id\n        title\n        content\n        featured\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementList(\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: AnnouncementSortField! = CREATED_AT\n    $sortDirection: SortDirection! = DESC\n  ) {\n    announcements(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {\n      items {\n        id\n        title\n        content\n        featured\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedAnnouncements($page: Int!, $pageSize: Int!) {\n    announcements(featured: true, page: $page, pageSize: $pageSize, sortBy: CREATED_AT, sortDirection: DESC) {\n      items {\n        id\n        title\n        content\n        createdAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query FeaturedAnnouncements($page: Int!, $pageSize: Int!) {\n    announcements(featured: true, page: $page, pageSize: $pageSize, sortBy: CREATED_AT, sortDirection: DESC) {\n      items {\n        id\n        title\n        content\n        createdAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n      title\n      content\n      featured\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAnnouncement($input: CreateAnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n      title\n      content\n      featured\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAnnouncement($id: Int!, $input: UpdateAnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      title\n      content\n      featured\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAnnouncement($id: Int!, $input: UpdateAnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      title\n      content\n      featured\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAnnouncement($id: Int!) {\n    deleteAnnouncement(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAnnouncement($id: Int!) {\n    deleteAnnouncement(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n      mfaRequired\n      mfaEnrolmentRequired\n      mfaToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithTwoFactor($input: TwoFactorLoginInput!) {\n    loginWithTwoFactor(input: $input) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithTwoFactor($input: TwoFactorLoginInput!) {\n    loginWithTwoFactor(input: $input) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSignInEnrolment($mfaToken: String!) {\n    startTwoFactorEnrolment(mfaToken: $mfaToken) {\n      qrCodeDataUrl\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation StartSignInEnrolment($mfaToken: String!) {\n    startTwoFactorEnrolment(mfaToken: $mfaToken) {\n      qrCodeDataUrl\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignInEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      session {\n        access\n        refresh\n        isResident\n        isVerified\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSignInEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n      session {\n        access\n        refresh\n        isResident\n        isVerified\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationPrivacyNotice {\n    privacyNotice { version }\n  }\n"): (typeof documents)["\n  query RegistrationPrivacyNotice {\n    privacyNotice { version }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($refresh: String!) {\n    refreshToken(refresh: $refresh) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($refresh: String!) {\n    refreshToken(refresh: $refresh) {\n      access\n      refresh\n      isResident\n      isVerified\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refresh: String!) {\n    logout(refresh: $refresh)\n  }\n"): (typeof documents)["\n  mutation Logout($refresh: String!) {\n    logout(refresh: $refresh)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUserGreeting {\n    me {\n      id\n      nickname\n      email\n    }\n  }\n"): (typeof documents)["\n  query CurrentUserGreeting {\n    me {\n      id\n      nickname\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffPassword($input: SetStaffPasswordInput!) {\n    setStaffPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation SetStaffPassword($input: SetStaffPasswordInput!) {\n    setStaffPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RollupFiguresFields on RollupFigures {\n    residents\n    openRequests\n    overdueRequests\n    readyRequests\n    readyOnTime\n    processingCompliance\n    idVerificationsWaiting\n  }\n"): (typeof documents)["\n  fragment RollupFiguresFields on RollupFigures {\n    residents\n    openRequests\n    overdueRequests\n    readyRequests\n    readyOnTime\n    processingCompliance\n    idVerificationsWaiting\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BarangayRollupFields on BarangayRollup {\n    barangayId\n    name\n    psgcCode\n    hostNames\n    residents\n    openRequests\n    overdueRequests\n    readyRequests\n    readyOnTime\n    processingCompliance\n    idVerificationsWaiting\n  }\n"): (typeof documents)["\n  fragment BarangayRollupFields on BarangayRollup {\n    barangayId\n    name\n    psgcCode\n    hostNames\n    residents\n    openRequests\n    overdueRequests\n    readyRequests\n    readyOnTime\n    processingCompliance\n    idVerificationsWaiting\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityRollup {\n    cityRollup {\n      asOf\n      complianceWindowDays\n      barangays {\n        ...BarangayRollupFields\n      }\n      city {\n        ...RollupFiguresFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CityRollup {\n    cityRollup {\n      asOf\n      complianceWindowDays\n      barangays {\n        ...BarangayRollupFields\n      }\n      city {\n        ...RollupFiguresFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBarangay($input: CreateBarangayInput!) {\n    createBarangay(input: $input) {\n      barangay {\n        ...BarangayRollupFields\n      }\n      punongBarangay {\n        ...AccountHandoverFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBarangay($input: CreateBarangayInput!) {\n    createBarangay(input: $input) {\n      barangay {\n        ...BarangayRollupFields\n      }\n      punongBarangay {\n        ...AccountHandoverFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountHandoverFields on AccountHandover {\n    account {\n      id\n      email\n      firstName\n      lastName\n    }\n    temporaryPassword\n    passwordLinkSent\n  }\n"): (typeof documents)["\n  fragment AccountHandoverFields on AccountHandover {\n    account {\n      id\n      email\n      firstName\n      lastName\n    }\n    temporaryPassword\n    passwordLinkSent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityAccounts {\n    cityAccounts {\n      id\n      email\n      firstName\n      lastName\n      cityRole\n      mustChangePassword\n    }\n  }\n"): (typeof documents)["\n  query CityAccounts {\n    cityAccounts {\n      id\n      email\n      firstName\n      lastName\n      cityRole\n      mustChangePassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCityAccount($input: CreateCityAccountInput!) {\n    createCityAccount(input: $input) {\n      ...AccountHandoverFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCityAccount($input: CreateCityAccountInput!) {\n    createCityAccount(input: $input) {\n      ...AccountHandoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBarangayHostNames($input: SetBarangayHostNamesInput!) {\n    setBarangayHostNames(input: $input) {\n      ...BarangayRollupFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetBarangayHostNames($input: SetBarangayHostNamesInput!) {\n    setBarangayHostNames(input: $input) {\n      ...BarangayRollupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactDetails {\n    contactDetails {\n      id\n      contactNumber\n      facebookPagee\n      email\n      address\n    }\n  }\n"): (typeof documents)["\n  query ContactDetails {\n    contactDetails {\n      id\n      contactNumber\n      facebookPagee\n      email\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveContactDetails($input: ContactDetailsInput!) {\n    saveContactDetails(input: $input) {\n      id\n      contactNumber\n      facebookPagee\n      email\n      address\n    }\n  }\n"): (typeof documents)["\n  mutation SaveContactDetails($input: ContactDetailsInput!) {\n    saveContactDetails(input: $input) {\n      id\n      contactNumber\n      facebookPagee\n      email\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id\n    field\n    currentValue\n    requestedValue\n    reason\n    status\n    requestedAt\n    decidedAt\n    decisionReason\n  }\n"): (typeof documents)["\n  fragment CorrectionRequestFields on CorrectionRequest {\n    id\n    field\n    currentValue\n    requestedValue\n    reason\n    status\n    requestedAt\n    decidedAt\n    decisionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCorrectionRequests {\n    me {\n      id\n      nickname\n      firstName\n      middleName\n      lastName\n      gender\n      birthdate\n      birthPlace\n      religion\n    }\n    myCorrectionRequests {\n      ...CorrectionRequestFields\n    }\n  }\n"): (typeof documents)["\n  query MyCorrectionRequests {\n    me {\n      id\n      nickname\n      firstName\n      middleName\n      lastName\n      gender\n      birthdate\n      birthPlace\n      religion\n    }\n    myCorrectionRequests {\n      ...CorrectionRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCorrection($input: RequestCorrectionInput!) {\n    requestCorrection(input: $input) {\n      ...CorrectionRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCorrection($input: RequestCorrectionInput!) {\n    requestCorrection(input: $input) {\n      ...CorrectionRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawCorrectionRequest($id: Int!) {\n    withdrawCorrectionRequest(id: $id) {\n      ...CorrectionRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawCorrectionRequest($id: Int!) {\n    withdrawCorrectionRequest(id: $id) {\n      ...CorrectionRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CorrectionRequests($status: CorrectionRequestStatus, $page: Int!, $pageSize: Int!) {\n    correctionRequests(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        field\n        currentValue\n        requestedValue\n        reason\n        status\n        requestedAt\n        decidedAt\n        decisionReason\n        residentId\n        residentName\n        decidedBy\n      }\n    }\n  }\n"): (typeof documents)["\n  query CorrectionRequests($status: CorrectionRequestStatus, $page: Int!, $pageSize: Int!) {\n    correctionRequests(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        field\n        currentValue\n        requestedValue\n        reason\n        status\n        requestedAt\n        decidedAt\n        decisionReason\n        residentId\n        residentName\n        decidedBy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCorrectionRequest($id: Int!) {\n    approveCorrectionRequest(id: $id) {\n      id\n      status\n      decidedAt\n      decidedBy\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCorrectionRequest($id: Int!) {\n    approveCorrectionRequest(id: $id) {\n      id\n      status\n      decidedAt\n      decidedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCorrectionRequest($input: RejectCorrectionRequestInput!) {\n    rejectCorrectionRequest(input: $input) {\n      id\n      status\n      decidedAt\n      decidedBy\n      decisionReason\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCorrectionRequest($input: RejectCorrectionRequestInput!) {\n    rejectCorrectionRequest(input: $input) {\n      id\n      status\n      decidedAt\n      decidedBy\n      decisionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats($attendanceEventId: Int) {\n    dashboard(attendanceEventId: $attendanceEventId) {\n      residents {\n        total\n        male\n        female\n        teen\n        adult\n        seniorCitizen\n        ageChart {\n          teen\n          adult\n          senior\n        }\n      }\n      employment {\n        employed\n        unemployed\n      }\n      voters {\n        voters\n        nonVoters\n      }\n      events {\n        total\n        finished\n        attendance {\n          eventId\n          eventName\n          eventDate\n          expected\n          actual\n        }\n      }\n      documentRequests {\n        total\n        pending\n        canceled\n        processing\n        forPickup\n        rejected\n        released\n        uniqueDocumentTypes\n        medianHoursToPickup\n        perDocumentType {\n          documentTypeName\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardStats($attendanceEventId: Int) {\n    dashboard(attendanceEventId: $attendanceEventId) {\n      residents {\n        total\n        male\n        female\n        teen\n        adult\n        seniorCitizen\n        ageChart {\n          teen\n          adult\n          senior\n        }\n      }\n      employment {\n        employed\n        unemployed\n      }\n      voters {\n        voters\n        nonVoters\n      }\n      events {\n        total\n        finished\n        attendance {\n          eventId\n          eventName\n          eventDate\n          expected\n          actual\n        }\n      }\n      documentRequests {\n        total\n        pending\n        canceled\n        processing\n        forPickup\n        rejected\n        released\n        uniqueDocumentTypes\n        medianHoursToPickup\n        perDocumentType {\n          documentTypeName\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceEventOptions($search: String, $page: Int!, $pageSize: Int!) {\n    events(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        eventName\n        eventDate\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AttendanceEventOptions($search: String, $page: Int!, $pageSize: Int!) {\n    events(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        eventName\n        eventDate\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InhabitantsOverview {\n    inhabitantsOverview {\n      living\n      households\n      male\n      female\n      withAccount\n      ageGroups {\n        label\n        from\n        to\n        male\n        female\n        total\n      }\n      sectors {\n        sector\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query InhabitantsOverview {\n    inhabitantsOverview {\n      living\n      households\n      male\n      female\n      withAccount\n      ageGroups {\n        label\n        from\n        to\n        male\n        female\n        total\n      }\n      sectors {\n        sector\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataAccesses($page: Int!, $pageSize: Int!) {\n    myDataAccesses(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        viewedAt\n        viewerName\n        viewerOffice\n        kind\n        purpose\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query MyDataAccesses($page: Int!, $pageSize: Int!) {\n    myDataAccesses(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        viewedAt\n        viewerName\n        viewerOffice\n        kind\n        purpose\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataAccessLedger(\n    $page: Int!, $pageSize: Int!, $from: String, $to: String, $staff: String, $subject: String, $kind: DataAccessKind\n  ) {\n    dataAccessLedger(page: $page, pageSize: $pageSize, from: $from, to: $to, staff: $staff, subject: $subject, kind: $kind) {\n      items {\n        id\n        viewedAt\n        viewerName\n        viewerEmail\n        viewerOffice\n        subjectName\n        residentId\n        inhabitantId\n        kind\n        purpose\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query DataAccessLedger(\n    $page: Int!, $pageSize: Int!, $from: String, $to: String, $staff: String, $subject: String, $kind: DataAccessKind\n  ) {\n    dataAccessLedger(page: $page, pageSize: $pageSize, from: $from, to: $to, staff: $staff, subject: $subject, kind: $kind) {\n      items {\n        id\n        viewedAt\n        viewerName\n        viewerEmail\n        viewerOffice\n        subjectName\n        residentId\n        inhabitantId\n        kind\n        purpose\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentRequests(\n    $search: String\n    $status: DocumentRequestStatus\n    $sortBy: DocumentRequestSortField!\n    $sortDirection: SortDirection!\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    documentRequests(\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        referenceNumber\n        documentTypeName\n        requestor\n        takenAtCounter\n        requestedAt\n        status\n        allowedNextStatuses\n        waitingWorkingDays\n        overdue\n        certificateUrl\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query DocumentRequests(\n    $search: String\n    $status: DocumentRequestStatus\n    $sortBy: DocumentRequestSortField!\n    $sortDirection: SortDirection!\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    documentRequests(\n      search: $search\n      status: $status\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        referenceNumber\n        documentTypeName\n        requestor\n        takenAtCounter\n        requestedAt\n        status\n        allowedNextStatuses\n        waitingWorkingDays\n        overdue\n        certificateUrl\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentRequestDetails($id: Int!) {\n    documentRequest(id: $id) {\n      id\n      referenceNumber\n      documentTypeName\n      requestor\n      takenAtCounter\n      gender\n      requestedAt\n      status\n      fieldData\n      documentTypeFields { name fieldType }\n      allowedNextStatuses\n      targetProcessingDays\n      waitingWorkingDays\n      dueDate\n      overdue\n      certificateUrl\n      certificate {\n        verificationCode\n        verificationUrl\n        issueDate\n        revoked\n        revokedAt\n        revocationReason\n      }\n      statusHistory {\n        fromStatus\n        toStatus\n        changedAt\n        changedByName\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentRequestDetails($id: Int!) {\n    documentRequest(id: $id) {\n      id\n      referenceNumber\n      documentTypeName\n      requestor\n      takenAtCounter\n      gender\n      requestedAt\n      status\n      fieldData\n      documentTypeFields { name fieldType }\n      allowedNextStatuses\n      targetProcessingDays\n      waitingWorkingDays\n      dueDate\n      overdue\n      certificateUrl\n      certificate {\n        verificationCode\n        verificationUrl\n        issueDate\n        revoked\n        revokedAt\n        revocationReason\n      }\n      statusHistory {\n        fromStatus\n        toStatus\n        changedAt\n        changedByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDocumentRequestStatus($id: Int!, $status: DocumentRequestStatus!) {\n    changeDocumentRequestStatus(id: $id, status: $status) {\n      id\n      status\n      allowedNextStatuses\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeDocumentRequestStatus($id: Int!, $status: DocumentRequestStatus!) {\n    changeDocumentRequestStatus(id: $id, status: $status) {\n      id\n      status\n      allowedNextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentRequestCertificateUrl($id: Int!) {\n    documentRequest(id: $id) {\n      id\n      certificateUrl\n    }\n  }\n"): (typeof documents)["\n  query DocumentRequestCertificateUrl($id: Int!) {\n    documentRequest(id: $id) {\n      id\n      certificateUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCertificate($input: RevokeCertificateInput!) {\n    revokeCertificate(input: $input) {\n      requestId\n      verificationCode\n      revoked\n      revokedAt\n      revocationReason\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCertificate($input: RevokeCertificateInput!) {\n    revokeCertificate(input: $input) {\n      requestId\n      verificationCode\n      revoked\n      revokedAt\n      revocationReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestableTypeFields on DocumentType {\n    id\n    name\n    description\n    fields {\n      name\n      fieldType\n      required\n    }\n  }\n"): (typeof documents)["\n  fragment RequestableTypeFields on DocumentType {\n    id\n    name\n    description\n    fields {\n      name\n      fieldType\n      required\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDocumentOptions($pageSize: Int!) {\n    me {\n      id\n      idVerificationStatus\n    }\n    documentRequestAllowance {\n      openCount\n      limit\n      canSubmit\n    }\n    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {\n      items {\n        ...RequestableTypeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestDocumentOptions($pageSize: Int!) {\n    me {\n      id\n      idVerificationStatus\n    }\n    documentRequestAllowance {\n      openCount\n      limit\n      canSubmit\n    }\n    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {\n      items {\n        ...RequestableTypeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDocumentRequest($input: SubmitDocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDocumentRequest($input: SubmitDocumentRequestInput!) {\n    submitDocumentRequest(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CounterDocumentTypes($pageSize: Int!) {\n    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {\n      items {\n        ...RequestableTypeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CounterDocumentTypes($pageSize: Int!) {\n    documentTypes(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) {\n      items {\n        ...RequestableTypeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CounterInhabitants($search: String!) {\n    counterInhabitants(search: $search) {\n      id\n      fullName\n      birthdate\n      householdNumber\n      hasAccount\n    }\n  }\n"): (typeof documents)["\n  query CounterInhabitants($search: String!) {\n    counterInhabitants(search: $search) {\n      id\n      fullName\n      birthdate\n      householdNumber\n      hasAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitDocumentRequestAtCounter($input: CounterDocumentRequestInput!) {\n    submitDocumentRequestAtCounter(input: $input) {\n      id\n      referenceNumber\n      requestor\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitDocumentRequestAtCounter($input: CounterDocumentRequestInput!) {\n    submitDocumentRequestAtCounter(input: $input) {\n      id\n      referenceNumber\n      requestor\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentTypes($sortBy: DocumentTypeSortField!, $sortDirection: SortDirection!, $page: Int!, $pageSize: Int!) {\n    documentTypes(sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        description\n        fieldCount\n        targetProcessingDays\n        certificateTitle\n        certificateBody\n        certificatePlaceholders\n        defaultCertificateTitle\n        defaultCertificateBody\n        fields {\n          name\n          fieldType\n          required\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query DocumentTypes($sortBy: DocumentTypeSortField!, $sortDirection: SortDirection!, $page: Int!, $pageSize: Int!) {\n    documentTypes(sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        description\n        fieldCount\n        targetProcessingDays\n        certificateTitle\n        certificateBody\n        certificatePlaceholders\n        defaultCertificateTitle\n        defaultCertificateBody\n        fields {\n          name\n          fieldType\n          required\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDocumentType($input: DocumentTypeInput!) {\n    createDocumentType(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDocumentType($input: DocumentTypeInput!) {\n    createDocumentType(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDocumentType($id: Int!, $input: DocumentTypeInput!) {\n    updateDocumentType(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDocumentType($id: Int!, $input: DocumentTypeInput!) {\n    updateDocumentType(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDocumentType($id: Int!) {\n    deleteDocumentType(id: $id) {\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDocumentType($id: Int!) {\n    deleteDocumentType(id: $id) {\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ErasurePlanLineFields on ErasurePlanLine {\n    what\n    count\n    why\n  }\n"): (typeof documents)["\n  fragment ErasurePlanLineFields on ErasurePlanLine {\n    what\n    count\n    why\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyErasureRequestFields on ErasureRequest {\n    id\n    status\n    reason\n    requestedAt\n    decidedAt\n    refusalReason\n  }\n"): (typeof documents)["\n  fragment MyErasureRequestFields on ErasureRequest {\n    id\n    status\n    reason\n    requestedAt\n    decidedAt\n    refusalReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyErasure {\n    erasurePlan {\n      erased {\n        ...ErasurePlanLineFields\n      }\n      kept {\n        ...ErasurePlanLineFields\n      }\n    }\n    myErasureRequest {\n      ...MyErasureRequestFields\n    }\n  }\n"): (typeof documents)["\n  query MyErasure {\n    erasurePlan {\n      erased {\n        ...ErasurePlanLineFields\n      }\n      kept {\n        ...ErasurePlanLineFields\n      }\n    }\n    myErasureRequest {\n      ...MyErasureRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestErasure($input: RequestErasureInput!) {\n    requestErasure(input: $input) {\n      ...MyErasureRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestErasure($input: RequestErasureInput!) {\n    requestErasure(input: $input) {\n      ...MyErasureRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawErasureRequest {\n    withdrawErasureRequest {\n      ...MyErasureRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawErasureRequest {\n    withdrawErasureRequest {\n      ...MyErasureRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErasureRequests($page: Int!, $pageSize: Int!, $status: ErasureRequestStatus) {\n    erasureRequests(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      items {\n        id\n        status\n        reason\n        requestedAt\n        decidedAt\n        refusalReason\n        residentId\n        residentName\n        residentErased\n        decidedBy\n        held {\n          ...ErasurePlanLineFields\n        }\n        plan {\n          erased {\n            ...ErasurePlanLineFields\n          }\n          kept {\n            ...ErasurePlanLineFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ErasureRequests($page: Int!, $pageSize: Int!, $status: ErasureRequestStatus) {\n    erasureRequests(page: $page, pageSize: $pageSize, status: $status) {\n      total\n      items {\n        id\n        status\n        reason\n        requestedAt\n        decidedAt\n        refusalReason\n        residentId\n        residentName\n        residentErased\n        decidedBy\n        held {\n          ...ErasurePlanLineFields\n        }\n        plan {\n          erased {\n            ...ErasurePlanLineFields\n          }\n          kept {\n            ...ErasurePlanLineFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessErasureRequest($id: Int!) {\n    processErasureRequest(id: $id) {\n      id\n      status\n      residentName\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessErasureRequest($id: Int!) {\n    processErasureRequest(id: $id) {\n      id\n      status\n      residentName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseErasureRequest($input: RefuseErasureRequestInput!) {\n    refuseErasureRequest(input: $input) {\n      id\n      status\n      refusalReason\n    }\n  }\n"): (typeof documents)["\n  mutation RefuseErasureRequest($input: RefuseErasureRequestInput!) {\n    refuseErasureRequest(input: $input) {\n      id\n      status\n      refusalReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on Event {\n    id\n    eventName\n    targetAudience\n    eventDate\n    status\n    eventPhotoUrl\n  }\n"): (typeof documents)["\n  fragment EventCardFields on Event {\n    id\n    eventName\n    targetAudience\n    eventDate\n    status\n    eventPhotoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventFields on Event {\n    ...EventCardFields\n    expectedNumberOfAttendees\n    actualAttendees\n  }\n"): (typeof documents)["\n  fragment EventFields on Event {\n    ...EventCardFields\n    expectedNumberOfAttendees\n    actualAttendees\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventGallery($page: Int!, $pageSize: Int!) {\n    events(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: EVENT_DATE, sortDirection: DESC) {\n      total\n      items {\n        ...EventCardFields\n        eventPhoto { url width height srcset }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventGallery($page: Int!, $pageSize: Int!) {\n    events(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: EVENT_DATE, sortDirection: DESC) {\n      total\n      items {\n        ...EventCardFields\n        eventPhoto { url width height srcset }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventList(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $sortBy: EventSortField\n    $sortDirection: SortDirection\n  ) {\n    events(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {\n      total\n      items {\n        ...EventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventList(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $sortBy: EventSortField\n    $sortDirection: SortDirection\n  ) {\n    events(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {\n      total\n      items {\n        ...EventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: CreateEventInput!, $eventPhoto: Upload) {\n    createEvent(input: $input, eventPhoto: $eventPhoto) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: CreateEventInput!, $eventPhoto: Upload) {\n    createEvent(input: $input, eventPhoto: $eventPhoto) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: Int!, $input: UpdateEventInput!, $eventPhoto: Upload) {\n    updateEvent(id: $id, input: $input, eventPhoto: $eventPhoto) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: Int!, $input: UpdateEventInput!, $eventPhoto: Upload) {\n    updateEvent(id: $id, input: $input, eventPhoto: $eventPhoto) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($id: Int!) {\n    deleteEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($id: Int!) {\n    deleteEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    title\n    message\n    requestId\n    referenceNumber\n    read\n    readAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    id\n    kind\n    title\n    message\n    requestId\n    referenceNumber\n    read\n    readAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationList($pageSize: Int!) {\n    notifications(page: 1, pageSize: $pageSize) {\n      items {\n        ...NotificationItem\n      }\n      total\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query NotificationList($pageSize: Int!) {\n    notifications(page: 1, pageSize: $pageSize) {\n      items {\n        ...NotificationItem\n      }\n      total\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [Int!]!) {\n    markNotificationsRead(ids: $ids) {\n      marked\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [Int!]!) {\n    markNotificationsRead(ids: $ids) {\n      marked\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      marked\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      marked\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficialCardFields on BarangayOfficial {\n    id\n    name\n    position\n    contactNumber\n    address\n    officialPictureUrl\n  }\n"): (typeof documents)["\n  fragment OfficialCardFields on BarangayOfficial {\n    id\n    name\n    position\n    contactNumber\n    address\n    officialPictureUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfficialFields on BarangayOfficial {\n    ...OfficialCardFields\n    termStart\n    termEnd\n  }\n"): (typeof documents)["\n  fragment OfficialFields on BarangayOfficial {\n    ...OfficialCardFields\n    termStart\n    termEnd\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficialList(\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: BarangayOfficialSortField! = CREATED_AT\n    $sortDirection: SortDirection! = ASC\n  ) {\n    barangayOfficials(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {\n      items {\n        ...OfficialFields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query OfficialList(\n    $page: Int!\n    $pageSize: Int!\n    $sortBy: BarangayOfficialSortField! = CREATED_AT\n    $sortDirection: SortDirection! = ASC\n  ) {\n    barangayOfficials(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {\n      items {\n        ...OfficialFields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficialsGrid($pageSize: Int!) {\n    barangayOfficials(page: 1, pageSize: $pageSize) {\n      items {\n        ...OfficialCardFields\n        officialPicture { url width height srcset }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query OfficialsGrid($pageSize: Int!) {\n    barangayOfficials(page: 1, pageSize: $pageSize) {\n      items {\n        ...OfficialCardFields\n        officialPicture { url width height srcset }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOfficial($input: CreateBarangayOfficialInput!, $officialPicture: Upload) {\n    createBarangayOfficial(input: $input, officialPicture: $officialPicture) {\n      ...OfficialFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOfficial($input: CreateBarangayOfficialInput!, $officialPicture: Upload) {\n    createBarangayOfficial(input: $input, officialPicture: $officialPicture) {\n      ...OfficialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOfficial($id: Int!, $input: UpdateBarangayOfficialInput!, $officialPicture: Upload) {\n    updateBarangayOfficial(id: $id, input: $input, officialPicture: $officialPicture) {\n      ...OfficialFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOfficial($id: Int!, $input: UpdateBarangayOfficialInput!, $officialPicture: Upload) {\n    updateBarangayOfficial(id: $id, input: $input, officialPicture: $officialPicture) {\n      ...OfficialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOfficial($id: Int!) {\n    deleteBarangayOfficial(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOfficial($id: Int!) {\n    deleteBarangayOfficial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrivacyNoticeFields on PrivacyNotice {\n    version\n    text\n    publishedAt\n    isCurrent\n    currentVersion\n    barangayName\n    dataProtectionOfficer { name email phone }\n  }\n"): (typeof documents)["\n  fragment PrivacyNoticeFields on PrivacyNotice {\n    version\n    text\n    publishedAt\n    isCurrent\n    currentVersion\n    barangayName\n    dataProtectionOfficer { name email phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyNotice($version: Int) {\n    privacyNotice(version: $version) {\n      ...PrivacyNoticeFields\n    }\n  }\n"): (typeof documents)["\n  query PrivacyNotice($version: Int) {\n    privacyNotice(version: $version) {\n      ...PrivacyNoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPrivacyConsent {\n    myPrivacyConsent { currentVersion version consentedAt needsConsent }\n  }\n"): (typeof documents)["\n  query MyPrivacyConsent {\n    myPrivacyConsent { currentVersion version consentedAt needsConsent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPrivacyNotice($version: Int!) {\n    acceptPrivacyNotice(version: $version) { currentVersion version consentedAt needsConsent }\n  }\n"): (typeof documents)["\n  mutation AcceptPrivacyNotice($version: Int!) {\n    acceptPrivacyNotice(version: $version) { currentVersion version consentedAt needsConsent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyNoticeVersions {\n    privacyNoticeVersions { version publishedAt publishedBy }\n  }\n"): (typeof documents)["\n  query PrivacyNoticeVersions {\n    privacyNoticeVersions { version publishedAt publishedBy }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPrivacyNotice($input: PublishPrivacyNoticeInput!) {\n    publishPrivacyNotice(input: $input) {\n      ...PrivacyNoticeFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPrivacyNotice($input: PublishPrivacyNoticeInput!) {\n    publishPrivacyNotice(input: $input) {\n      ...PrivacyNoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDataProtectionOfficer($input: DataProtectionOfficerInput!) {\n    saveDataProtectionOfficer(input: $input) { name email phone }\n  }\n"): (typeof documents)["\n  mutation SaveDataProtectionOfficer($input: DataProtectionOfficerInput!) {\n    saveDataProtectionOfficer(input: $input) { name email phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on Project {\n    id\n    title\n    description\n    status\n    dateStarted\n    dateEnded\n    link\n    projectPhotoUrl\n  }\n"): (typeof documents)["\n  fragment ProjectFields on Project {\n    id\n    title\n    description\n    status\n    dateStarted\n    dateEnded\n    link\n    projectPhotoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectCarousel($pageSize: Int!) {\n    projects(page: 1, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {\n      items {\n        ...ProjectFields\n        projectPhoto { url width height srcset }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectCarousel($pageSize: Int!) {\n    projects(page: 1, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {\n      items {\n        ...ProjectFields\n        projectPhoto { url width height srcset }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectGallery($page: Int!, $pageSize: Int!) {\n    projects(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {\n      total\n      items {\n        ...ProjectFields\n        projectPhoto { url width height srcset }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectGallery($page: Int!, $pageSize: Int!) {\n    projects(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: CREATED_AT, sortDirection: DESC) {\n      total\n      items {\n        ...ProjectFields\n        projectPhoto { url width height srcset }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectList(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $sortBy: ProjectSortField\n    $sortDirection: SortDirection\n  ) {\n    projects(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {\n      total\n      items {\n        ...ProjectFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectList(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $sortBy: ProjectSortField\n    $sortDirection: SortDirection\n  ) {\n    projects(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {\n      total\n      items {\n        ...ProjectFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!, $projectPhoto: Upload) {\n    createProject(input: $input, projectPhoto: $projectPhoto) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!, $projectPhoto: Upload) {\n    createProject(input: $input, projectPhoto: $projectPhoto) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!, $projectPhoto: Upload) {\n    updateProject(id: $id, input: $input, projectPhoto: $projectPhoto) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!, $projectPhoto: Upload) {\n    updateProject(id: $id, input: $input, projectPhoto: $projectPhoto) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: Int!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: Int!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportProblemFields on ImportProblem {\n    row\n    column\n    message\n  }\n"): (typeof documents)["\n  fragment ImportProblemFields on ImportProblem {\n    row\n    column\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportProgressFields on InhabitantImport {\n    totalRows\n    status\n    processedRows\n    failure\n    problemCount\n    problems {\n      ...ImportProblemFields\n    }\n    summary {\n      inhabitants\n      households\n      puroks\n    }\n  }\n"): (typeof documents)["\n  fragment ImportProgressFields on InhabitantImport {\n    totalRows\n    status\n    processedRows\n    failure\n    problemCount\n    problems {\n      ...ImportProblemFields\n    }\n    summary {\n      inhabitants\n      households\n      puroks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InhabitantImport($id: Int!) {\n    inhabitantImport(id: $id) {\n      id\n      fileName\n      headerRow\n      ...ImportProgressFields\n      columns {\n        column\n        header\n        field\n        samples\n      }\n    }\n  }\n"): (typeof documents)["\n  query InhabitantImport($id: Int!) {\n    inhabitantImport(id: $id) {\n      id\n      fileName\n      headerRow\n      ...ImportProgressFields\n      columns {\n        column\n        header\n        field\n        samples\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InhabitantImportProgress($id: Int!) {\n    inhabitantImport(id: $id) {\n      id\n      ...ImportProgressFields\n    }\n  }\n"): (typeof documents)["\n  query InhabitantImportProgress($id: Int!) {\n    inhabitantImport(id: $id) {\n      id\n      ...ImportProgressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInhabitantImport($input: InhabitantImportInput!) {\n    checkInhabitantImport(input: $input) {\n      rows\n      problemCount\n      problems {\n        ...ImportProblemFields\n      }\n      duplicateCount\n      duplicates {\n        row\n        name\n        birthdate\n        sameAsRow\n        inhabitantId\n        inhabitantName\n      }\n      newHouseholds\n      existingHouseholds\n      newPuroks\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInhabitantImport($input: InhabitantImportInput!) {\n    checkInhabitantImport(input: $input) {\n      rows\n      problemCount\n      problems {\n        ...ImportProblemFields\n      }\n      duplicateCount\n      duplicates {\n        row\n        name\n        birthdate\n        sameAsRow\n        inhabitantId\n        inhabitantName\n      }\n      newHouseholds\n      existingHouseholds\n      newPuroks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartInhabitantImport($input: InhabitantImportInput!) {\n    startInhabitantImport(input: $input) {\n      id\n      status\n      processedRows\n      totalRows\n    }\n  }\n"): (typeof documents)["\n  mutation StartInhabitantImport($input: InhabitantImportInput!) {\n    startInhabitantImport(input: $input) {\n      id\n      status\n      processedRows\n      totalRows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurokFields on Purok {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment PurokFields on Purok {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HouseholdFields on Household {\n    id\n    householdNumber\n    address\n    purokId\n    purok {\n      ...PurokFields\n    }\n  }\n"): (typeof documents)["\n  fragment HouseholdFields on Household {\n    id\n    householdNumber\n    address\n    purokId\n    purok {\n      ...PurokFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InhabitantRowFields on Inhabitant {\n    id\n    firstName\n    middleName\n    lastName\n    suffix\n    fullName\n    age\n    sex\n    status\n    statusDate\n    relationshipToHead\n    isSeniorCitizen\n    isPwd\n    isSoloParent\n    isIndigenous\n    is4Ps\n    isOutOfSchoolYouth\n    household {\n      id\n      householdNumber\n      address\n      purok {\n        ...PurokFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment InhabitantRowFields on Inhabitant {\n    id\n    firstName\n    middleName\n    lastName\n    suffix\n    fullName\n    age\n    sex\n    status\n    statusDate\n    relationshipToHead\n    isSeniorCitizen\n    isPwd\n    isSoloParent\n    isIndigenous\n    is4Ps\n    isOutOfSchoolYouth\n    household {\n      id\n      householdNumber\n      address\n      purok {\n        ...PurokFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InhabitantFields on Inhabitant {\n    ...InhabitantRowFields\n    address\n    birthdate\n    birthPlace\n    civilStatus\n    citizenship\n    occupation\n    hasAccount\n  }\n"): (typeof documents)["\n  fragment InhabitantFields on Inhabitant {\n    ...InhabitantRowFields\n    address\n    birthdate\n    birthPlace\n    civilStatus\n    citizenship\n    occupation\n    hasAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Puroks {\n    puroks {\n      ...PurokFields\n    }\n  }\n"): (typeof documents)["\n  query Puroks {\n    puroks {\n      ...PurokFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inhabitants(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $purokId: Int\n    $householdId: Int\n    $status: InhabitantStatus\n    $sector: InhabitantSector\n  ) {\n    inhabitants(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      purokId: $purokId\n      householdId: $householdId\n      status: $status\n      sector: $sector\n    ) {\n      items {\n        ...InhabitantRowFields\n      }\n      page\n      pageSize\n      total\n    }\n  }\n"): (typeof documents)["\n  query Inhabitants(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $purokId: Int\n    $householdId: Int\n    $status: InhabitantStatus\n    $sector: InhabitantSector\n  ) {\n    inhabitants(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      purokId: $purokId\n      householdId: $householdId\n      status: $status\n      sector: $sector\n    ) {\n      items {\n        ...InhabitantRowFields\n      }\n      page\n      pageSize\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inhabitant($id: Int!) {\n    inhabitant(id: $id) {\n      ...InhabitantFields\n    }\n  }\n"): (typeof documents)["\n  query Inhabitant($id: Int!) {\n    inhabitant(id: $id) {\n      ...InhabitantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Households($page: Int!, $pageSize: Int!, $search: String, $purokId: Int) {\n    households(page: $page, pageSize: $pageSize, search: $search, purokId: $purokId) {\n      items {\n        ...HouseholdFields\n      }\n      page\n      pageSize\n      total\n    }\n  }\n"): (typeof documents)["\n  query Households($page: Int!, $pageSize: Int!, $search: String, $purokId: Int) {\n    households(page: $page, pageSize: $pageSize, search: $search, purokId: $purokId) {\n      items {\n        ...HouseholdFields\n      }\n      page\n      pageSize\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Household($id: Int!) {\n    household(id: $id) {\n      ...HouseholdFields\n      members {\n        ...InhabitantRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Household($id: Int!) {\n    household(id: $id) {\n      ...HouseholdFields\n      members {\n        ...InhabitantRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePurok($input: PurokInput!) {\n    createPurok(input: $input) {\n      ...PurokFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePurok($input: PurokInput!) {\n    createPurok(input: $input) {\n      ...PurokFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePurok($input: RenamePurokInput!) {\n    renamePurok(input: $input) {\n      ...PurokFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenamePurok($input: RenamePurokInput!) {\n    renamePurok(input: $input) {\n      ...PurokFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHousehold($input: HouseholdInput!) {\n    createHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHousehold($input: HouseholdInput!) {\n    createHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHousehold($input: UpdateHouseholdInput!) {\n    updateHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHousehold($input: UpdateHouseholdInput!) {\n    updateHousehold(input: $input) {\n      ...HouseholdFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInhabitant($input: InhabitantInput!) {\n    createInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInhabitant($input: InhabitantInput!) {\n    createInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInhabitant($input: UpdateInhabitantInput!) {\n    updateInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInhabitant($input: UpdateInhabitantInput!) {\n    updateInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveInhabitant($input: MoveInhabitantInput!) {\n    moveInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveInhabitant($input: MoveInhabitantInput!) {\n    moveInhabitant(input: $input) {\n      ...InhabitantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInhabitantStatus($input: SetInhabitantStatusInput!) {\n    setInhabitantStatus(input: $input) {\n      ...InhabitantFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetInhabitantStatus($input: SetInhabitantStatusInput!) {\n    setInhabitantStatus(input: $input) {\n      ...InhabitantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServedBarangay {\n    servedBarangay {\n      id\n      name\n      seal { url width height srcset }\n    }\n  }\n"): (typeof documents)["\n  query ServedBarangay {\n    servedBarangay {\n      id\n      name\n      seal { url width height srcset }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BarangaySettingsFields on BarangaySettings {\n    id\n    name\n    referencePrefix\n    emailSenderName\n    sealUrl\n    seal { url width height srcset }\n  }\n"): (typeof documents)["\n  fragment BarangaySettingsFields on BarangaySettings {\n    id\n    name\n    referencePrefix\n    emailSenderName\n    sealUrl\n    seal { url width height srcset }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BarangaySettings {\n    barangaySettings {\n      ...BarangaySettingsFields\n    }\n  }\n"): (typeof documents)["\n  query BarangaySettings {\n    barangaySettings {\n      ...BarangaySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBarangaySettings($input: BarangaySettingsInput!, $seal: Upload) {\n    updateBarangaySettings(input: $input, seal: $seal) {\n      ...BarangaySettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBarangaySettings($input: BarangaySettingsInput!, $seal: Upload) {\n    updateBarangaySettings(input: $input, seal: $seal) {\n      ...BarangaySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRoles {\n    roles {\n      id\n      name\n      permissions\n      builtIn\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query StaffRoles {\n    roles {\n      id\n      name\n      permissions\n      builtIn\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMembers {\n    staffMembers {\n      id\n      email\n      firstName\n      lastName\n      role {\n        id\n        name\n      }\n      active\n      mustChangePassword\n    }\n  }\n"): (typeof documents)["\n  query StaffMembers {\n    staffMembers {\n      id\n      email\n      firstName\n      lastName\n      role {\n        id\n        name\n      }\n      active\n      mustChangePassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: Int!) {\n    deleteRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: Int!) {\n    deleteRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffPasswordHandoverFields on StaffPasswordHandover {\n    member {\n      id\n      email\n      firstName\n      lastName\n    }\n    temporaryPassword\n    passwordLinkSent\n  }\n"): (typeof documents)["\n  fragment StaffPasswordHandoverFields on StaffPasswordHandover {\n    member {\n      id\n      email\n      firstName\n      lastName\n    }\n    temporaryPassword\n    passwordLinkSent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaffMember($input: CreateStaffMemberInput!) {\n    createStaffMember(input: $input) {\n      ...StaffPasswordHandoverFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStaffMember($input: CreateStaffMemberInput!) {\n    createStaffMember(input: $input) {\n      ...StaffPasswordHandoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetStaffMemberPassword($id: Int!) {\n    resetStaffMemberPassword(id: $id) {\n      ...StaffPasswordHandoverFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetStaffMemberPassword($id: Int!) {\n    resetStaffMemberPassword(id: $id) {\n      ...StaffPasswordHandoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffMember($input: UpdateStaffMemberInput!) {\n    updateStaffMember(input: $input) {\n      id\n      active\n      role {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStaffMember($input: UpdateStaffMemberInput!) {\n    updateStaffMember(input: $input) {\n      id\n      active\n      role {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOfficials {\n    barangayOfficials(pageSize: 100, sortBy: NAME, sortDirection: ASC) {\n      items {\n        id\n        name\n        position\n        staffMemberId\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffOfficials {\n    barangayOfficials(pageSize: 100, sortBy: NAME, sortDirection: ASC) {\n      items {\n        id\n        name\n        position\n        staffMemberId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkOfficialStaffMember($id: Int!, $staffMemberId: Int) {\n    linkOfficialStaffMember(id: $id, staffMemberId: $staffMemberId) {\n      id\n      staffMemberId\n    }\n  }\n"): (typeof documents)["\n  mutation LinkOfficialStaffMember($id: Int!, $staffMemberId: Int) {\n    linkOfficialStaffMember(id: $id, staffMemberId: $staffMemberId) {\n      id\n      staffMemberId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResidentTransferFields on ResidentTransfer {\n    id\n    status\n    fromBarangayName\n    toBarangayName\n    toHostName\n    newAddress\n    declineReason\n    requestedAt\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment ResidentTransferFields on ResidentTransfer {\n    id\n    status\n    fromBarangayName\n    toBarangayName\n    toHostName\n    newAddress\n    declineReason\n    requestedAt\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTransfer {\n    transferDestinations {\n      id\n      name\n    }\n    myTransfer {\n      ...ResidentTransferFields\n    }\n  }\n"): (typeof documents)["\n  query MyTransfer {\n    transferDestinations {\n      id\n      name\n    }\n    myTransfer {\n      ...ResidentTransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTransfer($input: RequestTransferInput!) {\n    requestTransfer(input: $input) {\n      ...ResidentTransferFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestTransfer($input: RequestTransferInput!) {\n    requestTransfer(input: $input) {\n      ...ResidentTransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTransfer($id: Int!) {\n    cancelTransfer(id: $id) {\n      ...ResidentTransferFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTransfer($id: Int!) {\n    cancelTransfer(id: $id) {\n      ...ResidentTransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncomingTransfers {\n    incomingTransfers {\n      id\n      fromBarangayName\n      newAddress\n      requestedAt\n      resident {\n        id\n        firstName\n        lastName\n        email\n        idVerificationStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncomingTransfers {\n    incomingTransfers {\n      id\n      fromBarangayName\n      newAddress\n      requestedAt\n      resident {\n        id\n        firstName\n        lastName\n        email\n        idVerificationStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideTransfer($input: DecideTransferInput!) {\n    decideTransfer(input: $input) {\n      id\n      status\n      declineReason\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DecideTransfer($input: DecideTransferInput!) {\n    decideTransfer(input: $input) {\n      id\n      status\n      declineReason\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlierDocumentRequests {\n    earlierDocumentRequests {\n      id\n      referenceNumber\n      documentTypeName\n      status\n      requestedAt\n      barangayName\n      certificateCode\n    }\n  }\n"): (typeof documents)["\n  query EarlierDocumentRequests {\n    earlierDocumentRequests {\n      id\n      referenceNumber\n      documentTypeName\n      status\n      requestedAt\n      barangayName\n      certificateCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      id\n      email\n      nickname\n      firstName\n      middleName\n      lastName\n      fullName\n      gender\n      birthdate\n      age\n      birthPlace\n      religion\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n      idVerificationStatus\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      id\n      email\n      nickname\n      firstName\n      middleName\n      lastName\n      fullName\n      gender\n      birthdate\n      age\n      birthPlace\n      religion\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n      idVerificationStatus\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadValidId($validId: Upload!) {\n    uploadValidId(validId: $validId) {\n      id\n      idVerificationStatus\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadValidId($validId: Upload!) {\n    uploadValidId(validId: $validId) {\n      id\n      idVerificationStatus\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Residents(\n    $search: String\n    $idVerificationStatus: IdVerificationStatus\n    $sortBy: ResidentSortField!\n    $sortDirection: SortDirection!\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    residents(\n      search: $search\n      idVerificationStatus: $idVerificationStatus\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        age\n        idVerificationStatus\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Residents(\n    $search: String\n    $idVerificationStatus: IdVerificationStatus\n    $sortBy: ResidentSortField!\n    $sortDirection: SortDirection!\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    residents(\n      search: $search\n      idVerificationStatus: $idVerificationStatus\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        age\n        idVerificationStatus\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResidentDetails($id: Int!) {\n    resident(id: $id) {\n      id\n      email\n      nickname\n      fullName\n      gender\n      birthdate\n      age\n      birthPlace\n      religion\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n      idVerificationStatus\n      validIdUrl\n      validIdMediaType\n      idVerificationHistory {\n        decision\n        decidedAt\n        decidedByName\n      }\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResidentDetails($id: Int!) {\n    resident(id: $id) {\n      id\n      email\n      nickname\n      fullName\n      gender\n      birthdate\n      age\n      birthPlace\n      religion\n      address\n      contactNumber\n      civilStatus\n      isVoter\n      isEmployed\n      idVerificationStatus\n      validIdUrl\n      validIdMediaType\n      idVerificationHistory {\n        decision\n        decidedAt\n        decidedByName\n      }\n      idImageRemoval {\n        outcome\n        removedAt\n        retentionDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideIdVerification($userId: Int!, $decision: IdVerificationOutcome!) {\n    decideIdVerification(userId: $userId, decision: $decision) {\n      id\n      idVerificationStatus\n      idVerificationHistory {\n        decision\n        decidedAt\n        decidedByName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideIdVerification($userId: Int!, $decision: IdVerificationOutcome!) {\n    decideIdVerification(userId: $userId, decision: $decision) {\n      id\n      idVerificationStatus\n      idVerificationHistory {\n        decision\n        decidedAt\n        decidedByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      mustChangePassword\n      permissions\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      mustChangePassword\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      qrCodeDataUrl\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      qrCodeDataUrl\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactorEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input)\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input)\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistryLinkFields on ResidentRegistryLink {\n    residentId\n    linkedAt\n    confirmed\n    linked {\n      ...RegistryLinkInhabitant\n    }\n    matches {\n      ...RegistryLinkInhabitant\n    }\n  }\n  fragment RegistryLinkInhabitant on Inhabitant {\n    id\n    fullName\n    birthdate\n    address\n    household {\n      id\n      householdNumber\n    }\n  }\n"): (typeof documents)["\n  fragment RegistryLinkFields on ResidentRegistryLink {\n    residentId\n    linkedAt\n    confirmed\n    linked {\n      ...RegistryLinkInhabitant\n    }\n    matches {\n      ...RegistryLinkInhabitant\n    }\n  }\n  fragment RegistryLinkInhabitant on Inhabitant {\n    id\n    fullName\n    birthdate\n    address\n    household {\n      id\n      householdNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResidentRegistryLink($userId: Int!) {\n    residentRegistryLink(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n"): (typeof documents)["\n  query ResidentRegistryLink($userId: Int!) {\n    residentRegistryLink(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkResidentToInhabitant($userId: Int!, $inhabitantId: Int!) {\n    linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) {\n      ...RegistryLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation LinkResidentToInhabitant($userId: Int!, $inhabitantId: Int!) {\n    linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) {\n      ...RegistryLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmResidentLink($userId: Int!) {\n    confirmResidentLink(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmResidentLink($userId: Int!) {\n    confirmResidentLink(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkResident($userId: Int!) {\n    unlinkResident(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnlinkResident($userId: Int!) {\n    unlinkResident(userId: $userId) {\n      ...RegistryLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) {\n      genuine\n      status\n      valid\n      revoked\n      issuedBy\n      documentTypeName\n      referenceNumber\n      issueDate\n      holderName\n      certifiedFields {\n        name\n        value\n      }\n      revokedAt\n      revocationReason\n    }\n  }\n"): (typeof documents)["\n  query VerifyDocument($code: String!) {\n    verifyDocument(code: $code) {\n      genuine\n      status\n      valid\n      revoked\n      issuedBy\n      documentTypeName\n      referenceNumber\n      issueDate\n      holderName\n      certifiedFields {\n        name\n        value\n      }\n      revokedAt\n      revocationReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguage {\n    me {\n      id\n      preferredLanguage\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguage {\n    me {\n      id\n      preferredLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChoosePreferredLanguage($language: Language!) {\n    choosePreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n"): (typeof documents)["\n  mutation ChoosePreferredLanguage($language: Language!) {\n    choosePreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAccess {\n    me {\n      id\n      mustChangePassword\n      permissions\n      cityRole\n    }\n  }\n"): (typeof documents)["\n  query StaffAccess {\n    me {\n      id\n      mustChangePassword\n      permissions\n      cityRole\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;