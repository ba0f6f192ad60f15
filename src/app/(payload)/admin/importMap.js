import { HoursCell as HoursCell_b0cc9f6895bfc174d4d5ee9c19a4a35c } from '../../../../src/components/admin/FormattedFields'
import { HoursField as HoursField_b0cc9f6895bfc174d4d5ee9c19a4a35c } from '../../../../src/components/admin/FormattedFields'
import { EurosCell as EurosCell_b0cc9f6895bfc174d4d5ee9c19a4a35c } from '../../../../src/components/admin/FormattedFields'
import { EurosField as EurosField_b0cc9f6895bfc174d4d5ee9c19a4a35c } from '../../../../src/components/admin/FormattedFields'
import { CheckboxDiff as CheckboxDiff_9ea2e1f3786a887dbe83ad13c1f227a3 } from '../../../../src/components/admin/CheckboxDiff'
import { PriceImpact as PriceImpact_96bd4a5b2f85561f9e2f0d36e21fcd31 } from '../../../../src/components/admin/PriceImpact'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RecentEdits as RecentEdits_dc6abd4e58b4c32c30990eee7c8d740f } from '../../../../src/components/admin/RecentEdits'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PublishStatus as PublishStatus_fb96e521d6a31db28799deb6b1733c2a } from '../../../../src/components/admin/PublishStatus'
import { InvoicePdfLink as InvoicePdfLink_b926459994edb8cdc37750e5d4b0e436 } from '../../../../src/components/admin/InvoiceFields'
import { InvoiceJsonField as InvoiceJsonField_b926459994edb8cdc37750e5d4b0e436 } from '../../../../src/components/admin/InvoiceFields'
import { SupportNavLink as SupportNavLink_5296f41ef68682e94df4ad9b8885e4e8 } from '../../../../src/components/admin/SupportNavLink'
import { VerifactuNavLink as VerifactuNavLink_e0662ef3b79b2922471869f51854615f } from '../../../../src/components/admin/VerifactuNavLink'
import { BusinessOverview as BusinessOverview_d2dae1ae60f0b5f9229f9a9c9fa0ba69 } from '../../../../src/components/admin/BusinessOverview'
import { EditorsDashboard as EditorsDashboard_21ecb0dfc7dc12606f3f54b164fbed82 } from '../../../../src/components/admin/EditorsDashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SupportDesk as SupportDesk_87a9d99ac3d9f9a27bde910fd02d1ae7 } from '../../../../src/components/admin/SupportDesk'
import { VerifactuView as VerifactuView_dcf38d42415b6f00a5baf6ddde828ef9 } from '../../../../src/components/admin/VerifactuView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/FormattedFields#HoursCell": HoursCell_b0cc9f6895bfc174d4d5ee9c19a4a35c,
  "/src/components/admin/FormattedFields#HoursField": HoursField_b0cc9f6895bfc174d4d5ee9c19a4a35c,
  "/src/components/admin/FormattedFields#EurosCell": EurosCell_b0cc9f6895bfc174d4d5ee9c19a4a35c,
  "/src/components/admin/FormattedFields#EurosField": EurosField_b0cc9f6895bfc174d4d5ee9c19a4a35c,
  "/src/components/admin/CheckboxDiff#CheckboxDiff": CheckboxDiff_9ea2e1f3786a887dbe83ad13c1f227a3,
  "/src/components/admin/PriceImpact#PriceImpact": PriceImpact_96bd4a5b2f85561f9e2f0d36e21fcd31,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/admin/RecentEdits#RecentEdits": RecentEdits_dc6abd4e58b4c32c30990eee7c8d740f,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/components/admin/PublishStatus#PublishStatus": PublishStatus_fb96e521d6a31db28799deb6b1733c2a,
  "/src/components/admin/InvoiceFields#InvoicePdfLink": InvoicePdfLink_b926459994edb8cdc37750e5d4b0e436,
  "/src/components/admin/InvoiceFields#InvoiceJsonField": InvoiceJsonField_b926459994edb8cdc37750e5d4b0e436,
  "/src/components/admin/SupportNavLink#SupportNavLink": SupportNavLink_5296f41ef68682e94df4ad9b8885e4e8,
  "/src/components/admin/VerifactuNavLink#VerifactuNavLink": VerifactuNavLink_e0662ef3b79b2922471869f51854615f,
  "/src/components/admin/BusinessOverview#BusinessOverview": BusinessOverview_d2dae1ae60f0b5f9229f9a9c9fa0ba69,
  "/src/components/admin/EditorsDashboard#EditorsDashboard": EditorsDashboard_21ecb0dfc7dc12606f3f54b164fbed82,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/components/admin/SupportDesk#SupportDesk": SupportDesk_87a9d99ac3d9f9a27bde910fd02d1ae7,
  "/src/components/admin/VerifactuView#VerifactuView": VerifactuView_dcf38d42415b6f00a5baf6ddde828ef9,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
