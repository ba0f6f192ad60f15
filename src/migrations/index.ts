import * as migration_20261122_003606_initial from './20261122_003606_initial';
import * as migration_20261122_005509_guest_grant_purpose from './20261122_005509_guest_grant_purpose';
import * as migration_20261122_042900_cache_tags from './20261122_042900_cache_tags';
import * as migration_20261123_152842_rate_limit_window from './20261123_152842_rate_limit_window';
import * as migration_20261123_153215_outbox from './20261123_153215_outbox';
import * as migration_20261123_153904_user_sessions from './20261123_153904_user_sessions';
import * as migration_20261123_160141_contact_email from './20261123_160141_contact_email';
import * as migration_20261123_182813_editorial_drafts from './20261123_182813_editorial_drafts';
import * as migration_20261123_182911_legal_identity from './20261123_182911_legal_identity';
import * as migration_20261123_183315_order_tax_terms from './20261123_183315_order_tax_terms';
import * as migration_20261123_183906_team_links_page_figures from './20261123_183906_team_links_page_figures';
import * as migration_20261123_184616_invoices from './20261123_184616_invoices';
import * as migration_20261123_185126_seo_meta from './20261123_185126_seo_meta';
import * as migration_20261123_190157_privacy from './20261123_190157_privacy';
import * as migration_20261123_191210_redirects from './20261123_191210_redirects';
import * as migration_20261124_005002_versions_of_merged_fields from './20261124_005002_versions_of_merged_fields';
import * as migration_20261124_010113_withdrawal from './20261124_010113_withdrawal';
import * as migration_20261124_233005_upload_prefix from './20261124_233005_upload_prefix';
import * as migration_20261124_233133_promotion_codes_upgrade_credit from './20261124_233133_promotion_codes_upgrade_credit';
import * as migration_20261124_233208_learning from './20261124_233208_learning';
import * as migration_20261124_233214_scheduled_publish from './20261124_233214_scheduled_publish';
import * as migration_20261124_233319_checker_results from './20261124_233319_checker_results';
import * as migration_20261125_222237_payload_3_90 from './20261125_222237_payload_3_90';
import * as migration_20261125_222523_verifactu_records from './20261125_222523_verifactu_records';
import * as migration_20261125_222746_invoice_buyer_name from './20261125_222746_invoice_buyer_name';
import * as migration_20261125_223106_refund_status from './20261125_223106_refund_status';
import * as migration_20261125_223256_accounts_identity from './20261125_223256_accounts_identity';
import * as migration_20261125_223734_verifactu_submissions from './20261125_223734_verifactu_submissions';
import * as migration_20261125_233529_invoice_substitutes from './20261125_233529_invoice_substitutes';
import * as migration_20261126_031457_seats_foundation from './20261126_031457_seats_foundation';
import * as migration_20261126_060354_seats_gifts_transfers_fundae from './20261126_060354_seats_gifts_transfers_fundae';
import * as migration_20261128_121543_outbox_claims from './20261128_121543_outbox_claims';
import * as migration_20261128_121658_manager_invitations from './20261128_121658_manager_invitations';
import * as migration_20261128_132733_verifactu_record_qr_url from './20261128_132733_verifactu_record_qr_url';
import * as migration_20261128_170900_verifactu_records_guard from './20261128_170900_verifactu_records_guard';
import * as migration_20261128_192219_verifactu_corrections from './20261128_192219_verifactu_corrections';
import * as migration_20261128_195958_seat_invited_name from './20261128_195958_seat_invited_name';
import * as migration_20261128_233120_gift_from_name from './20261128_233120_gift_from_name';
import * as migration_20261129_020910_guest_learning from './20261129_020910_guest_learning';
import * as migration_20261129_045313_evaluations from './20261129_045313_evaluations';
import * as migration_20261129_055024_quality_questionnaire from './20261129_055024_quality_questionnaire';

export const migrations = [
  {
    up: migration_20261122_003606_initial.up,
    down: migration_20261122_003606_initial.down,
    name: '20261122_003606_initial',
  },
  {
    up: migration_20261122_005509_guest_grant_purpose.up,
    down: migration_20261122_005509_guest_grant_purpose.down,
    name: '20261122_005509_guest_grant_purpose',
  },
  {
    up: migration_20261122_042900_cache_tags.up,
    down: migration_20261122_042900_cache_tags.down,
    name: '20261122_042900_cache_tags',
  },
  {
    up: migration_20261123_152842_rate_limit_window.up,
    down: migration_20261123_152842_rate_limit_window.down,
    name: '20261123_152842_rate_limit_window',
  },
  {
    up: migration_20261123_153215_outbox.up,
    down: migration_20261123_153215_outbox.down,
    name: '20261123_153215_outbox',
  },
  {
    up: migration_20261123_153904_user_sessions.up,
    down: migration_20261123_153904_user_sessions.down,
    name: '20261123_153904_user_sessions',
  },
  {
    up: migration_20261123_160141_contact_email.up,
    down: migration_20261123_160141_contact_email.down,
    name: '20261123_160141_contact_email',
  },
  {
    up: migration_20261123_182813_editorial_drafts.up,
    down: migration_20261123_182813_editorial_drafts.down,
    name: '20261123_182813_editorial_drafts',
  },
  {
    up: migration_20261123_182911_legal_identity.up,
    down: migration_20261123_182911_legal_identity.down,
    name: '20261123_182911_legal_identity',
  },
  {
    up: migration_20261123_183315_order_tax_terms.up,
    down: migration_20261123_183315_order_tax_terms.down,
    name: '20261123_183315_order_tax_terms',
  },
  {
    up: migration_20261123_183906_team_links_page_figures.up,
    down: migration_20261123_183906_team_links_page_figures.down,
    name: '20261123_183906_team_links_page_figures',
  },
  {
    up: migration_20261123_184616_invoices.up,
    down: migration_20261123_184616_invoices.down,
    name: '20261123_184616_invoices',
  },
  {
    up: migration_20261123_185126_seo_meta.up,
    down: migration_20261123_185126_seo_meta.down,
    name: '20261123_185126_seo_meta',
  },
  {
    up: migration_20261123_190157_privacy.up,
    down: migration_20261123_190157_privacy.down,
    name: '20261123_190157_privacy',
  },
  {
    up: migration_20261123_191210_redirects.up,
    down: migration_20261123_191210_redirects.down,
    name: '20261123_191210_redirects',
  },
  {
    up: migration_20261124_005002_versions_of_merged_fields.up,
    down: migration_20261124_005002_versions_of_merged_fields.down,
    name: '20261124_005002_versions_of_merged_fields',
  },
  {
    up: migration_20261124_010113_withdrawal.up,
    down: migration_20261124_010113_withdrawal.down,
    name: '20261124_010113_withdrawal',
  },
  {
    up: migration_20261124_233005_upload_prefix.up,
    down: migration_20261124_233005_upload_prefix.down,
    name: '20261124_233005_upload_prefix',
  },
  {
    up: migration_20261124_233133_promotion_codes_upgrade_credit.up,
    down: migration_20261124_233133_promotion_codes_upgrade_credit.down,
    name: '20261124_233133_promotion_codes_upgrade_credit',
  },
  {
    up: migration_20261124_233208_learning.up,
    down: migration_20261124_233208_learning.down,
    name: '20261124_233208_learning',
  },
  {
    up: migration_20261124_233214_scheduled_publish.up,
    down: migration_20261124_233214_scheduled_publish.down,
    name: '20261124_233214_scheduled_publish',
  },
  {
    up: migration_20261124_233319_checker_results.up,
    down: migration_20261124_233319_checker_results.down,
    name: '20261124_233319_checker_results',
  },
  {
    up: migration_20261125_222237_payload_3_90.up,
    down: migration_20261125_222237_payload_3_90.down,
    name: '20261125_222237_payload_3_90',
  },
  {
    up: migration_20261125_222523_verifactu_records.up,
    down: migration_20261125_222523_verifactu_records.down,
    name: '20261125_222523_verifactu_records',
  },
  {
    up: migration_20261125_222746_invoice_buyer_name.up,
    down: migration_20261125_222746_invoice_buyer_name.down,
    name: '20261125_222746_invoice_buyer_name',
  },
  {
    up: migration_20261125_223106_refund_status.up,
    down: migration_20261125_223106_refund_status.down,
    name: '20261125_223106_refund_status',
  },
  {
    up: migration_20261125_223256_accounts_identity.up,
    down: migration_20261125_223256_accounts_identity.down,
    name: '20261125_223256_accounts_identity',
  },
  {
    up: migration_20261125_223734_verifactu_submissions.up,
    down: migration_20261125_223734_verifactu_submissions.down,
    name: '20261125_223734_verifactu_submissions',
  },
  {
    up: migration_20261125_233529_invoice_substitutes.up,
    down: migration_20261125_233529_invoice_substitutes.down,
    name: '20261125_233529_invoice_substitutes',
  },
  {
    up: migration_20261126_031457_seats_foundation.up,
    down: migration_20261126_031457_seats_foundation.down,
    name: '20261126_031457_seats_foundation',
  },
  {
    up: migration_20261126_060354_seats_gifts_transfers_fundae.up,
    down: migration_20261126_060354_seats_gifts_transfers_fundae.down,
    name: '20261126_060354_seats_gifts_transfers_fundae',
  },
  {
    up: migration_20261128_121543_outbox_claims.up,
    down: migration_20261128_121543_outbox_claims.down,
    name: '20261128_121543_outbox_claims',
  },
  {
    up: migration_20261128_121658_manager_invitations.up,
    down: migration_20261128_121658_manager_invitations.down,
    name: '20261128_121658_manager_invitations',
  },
  {
    up: migration_20261128_132733_verifactu_record_qr_url.up,
    down: migration_20261128_132733_verifactu_record_qr_url.down,
    name: '20261128_132733_verifactu_record_qr_url',
  },
  {
    up: migration_20261128_170900_verifactu_records_guard.up,
    down: migration_20261128_170900_verifactu_records_guard.down,
    name: '20261128_170900_verifactu_records_guard',
  },
  {
    up: migration_20261128_192219_verifactu_corrections.up,
    down: migration_20261128_192219_verifactu_corrections.down,
    name: '20261128_192219_verifactu_corrections',
  },
  {
    up: migration_20261128_195958_seat_invited_name.up,
    down: migration_20261128_195958_seat_invited_name.down,
    name: '20261128_195958_seat_invited_name',
  },
  {
    up: migration_20261128_233120_gift_from_name.up,
    down: migration_20261128_233120_gift_from_name.down,
    name: '20261128_233120_gift_from_name',
  },
  {
    up: migration_20261129_020910_guest_learning.up,
    down: migration_20261129_020910_guest_learning.down,
    name: '20261129_020910_guest_learning',
  },
  {
    up: migration_20261129_045313_evaluations.up,
    down: migration_20261129_045313_evaluations.down,
    name: '20261129_045313_evaluations',
  },
  {
    up: migration_20261129_055024_quality_questionnaire.up,
    down: migration_20261129_055024_quality_questionnaire.down,
    name: '20261129_055024_quality_questionnaire'
  },
];
