// Acl names the portal's code and the server both check, free of TypeBox.

/** Designs screens: the builder, drafts, versions, previews of drafts. */
export const FORMS_DESIGN_ACL = 'forms.design';
