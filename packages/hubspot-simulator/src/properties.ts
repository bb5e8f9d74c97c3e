// The properties the stand-in's portal has: HubSpot's default contact properties the site may map, the custom
// ones DEPLOY.md creates, and a note's properties (https://developers.hubspot.com/docs/api/crm/notes).

export const CONTACT_PROPERTIES = [
  'email',
  'firstname',
  'lastname',
  'phone',
  'mobilephone',
  'company',
  'website',
  'jobtitle',
  'city',
  'country',
  'hs_language',
  'hs_legal_basis',
  'lifecyclestage',
  'hs_lead_status',
  'message',
  'site_lead_id',
  'site_lead_source',
  'site_lead_locale',
];
/** Properties with unique values, which a batch upsert may use as idProperty besides email. */
export const UNIQUE_PROPERTIES = ['email', 'site_lead_id'];
export const NOTE_PROPERTIES = ['hs_timestamp', 'hs_note_body', 'hubspot_owner_id', 'hs_attachment_ids'];
/** HubSpot's association type from a note to a contact (HUBSPOT_DEFINED). */
export const NOTE_TO_CONTACT = 202;
