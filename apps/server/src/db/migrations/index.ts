import type { Migration } from 'kysely';
import * as launchTables from './2026_11_21_001_launch_tables';
import * as requestNonces from './2026_11_21_002_request_nonces';
import * as accounts from './2026_11_22_001_accounts';
import * as rateLimits from './2026_11_22_002_rate_limits';
import * as uploads from './2026_11_22_003_uploads';
import * as posts from './2026_11_22_005_posts';
import * as postSearch from './2026_11_22_006_post_search';
import * as articles from './2026_11_22_010_articles';
import * as postSearchFilters from './2026_11_22_011_post_search_filters';
import * as admin from './2026_11_22_020_admin';
import * as moderation from './2026_11_22_021_moderation';
import * as articleSummaryChosen from './2026_11_22_022_article_summary_chosen';
import * as moderationSearch from './2026_11_22_023_moderation_search';
import * as auditAction from './2026_11_22_024_audit_action';
import * as emailIdentity from './2026_11_25_014_email_identity';
import * as passwordFailures from './2026_11_25_015_password_failures';
import * as postPriceUnit from './2026_11_26_001_post_price_unit';
import * as rebuildState from './2026_11_26_002_rebuild_state';
import * as viewReaders from './2026_11_26_003_view_readers';
import * as regionAliases from './2026_11_27_010_region_aliases';
import * as searchSynonyms from './2026_11_27_011_search_synonyms';
import * as riskPatterns from './2026_11_27_038_risk_patterns';
import * as jobs from './2026_11_27_020_jobs';
import * as notifications from './2026_11_27_021_notifications';
import * as notificationPrefs from './2026_11_27_022_notification_prefs';
import * as pushSubscriptions from './2026_11_27_025_push_subscriptions';
import * as messages from './2026_11_27_029_messages';
import * as blocksMessageReports from './2026_11_27_030_blocks_message_reports';
import * as savedSearches from './2026_11_27_023_saved_searches';
import * as savedSearchTokens from './2026_11_27_035_saved_search_tokens';
import * as conversationArticles from './2026_11_27_032_conversation_articles';
import * as postClosedMarks from './2026_11_27_033_post_closed_marks';
import * as favourites from './2026_11_27_034_favourites';
import * as streamTickets from './2026_11_27_036_stream_tickets';
import * as postShareCount from './2026_11_27_037_post_share_count';
import * as categoryFields from './2026_11_27_039_category_fields';
import * as userBlocksListed from './2026_11_27_041_user_blocks_listed';
import * as listFilterColumns from './2026_11_27_042_list_filter_columns';
import * as searchTerms from './2026_11_27_043_search_terms';

/**
 * Every migration, in order. Names sort by date then sequence; a landed migration is never edited
 * (forward-only): a change is a new file here.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_001_launch_tables': launchTables,
  '2026_11_21_002_request_nonces': requestNonces,
  '2026_11_22_001_accounts': accounts,
  '2026_11_22_002_rate_limits': rateLimits,
  '2026_11_22_003_uploads': uploads,
  '2026_11_22_005_posts': posts,
  '2026_11_22_006_post_search': postSearch,
  '2026_11_22_010_articles': articles,
  '2026_11_22_011_post_search_filters': postSearchFilters,
  '2026_11_22_020_admin': admin,
  '2026_11_22_021_moderation': moderation,
  '2026_11_22_022_article_summary_chosen': articleSummaryChosen,
  '2026_11_22_023_moderation_search': moderationSearch,
  '2026_11_22_024_audit_action': auditAction,
  '2026_11_25_014_email_identity': emailIdentity,
  '2026_11_25_015_password_failures': passwordFailures,
  '2026_11_26_001_post_price_unit': postPriceUnit,
  '2026_11_26_002_rebuild_state': rebuildState,
  '2026_11_26_003_view_readers': viewReaders,
  '2026_11_27_010_region_aliases': regionAliases,
  '2026_11_27_011_search_synonyms': searchSynonyms,
  '2026_11_27_020_jobs': jobs,
  '2026_11_27_021_notifications': notifications,
  '2026_11_27_022_notification_prefs': notificationPrefs,
  '2026_11_27_025_push_subscriptions': pushSubscriptions,
  '2026_11_27_029_messages': messages,
  '2026_11_27_030_blocks_message_reports': blocksMessageReports,
  '2026_11_27_023_saved_searches': savedSearches,
  '2026_11_27_035_saved_search_tokens': savedSearchTokens,
  '2026_11_27_038_risk_patterns': riskPatterns,
  '2026_11_27_032_conversation_articles': conversationArticles,
  '2026_11_27_033_post_closed_marks': postClosedMarks,
  '2026_11_27_034_favourites': favourites,
  '2026_11_27_036_stream_tickets': streamTickets,
  '2026_11_27_037_post_share_count': postShareCount,
  '2026_11_27_039_category_fields': categoryFields,
  '2026_11_27_041_user_blocks_listed': userBlocksListed,
  '2026_11_27_042_list_filter_columns': listFilterColumns,
  '2026_11_27_043_search_terms': searchTerms,
};
