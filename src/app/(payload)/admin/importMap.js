import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
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
import { ColourCell as ColourCell_691d9ecc405773c4ad73b0709dda21df } from '../../../components/admin-fields/ColourCell'
import { ColourSwatch as ColourSwatch_813c4cf76f11845a42fef0aeb9df8b0f } from '../../../components/admin-fields/ColourSwatch'
import { YesNoCell as YesNoCell_e8c7b9d675930e350e6d0dbbc866ee96 } from '../../../components/admin-fields/YesNoCell'
import { BookWaitingList as BookWaitingList_2513b9005e8ef09ddb7df958baf2674f } from '../../../components/waiting-list-admin/BookWaitingList'
import { CoverCell as CoverCell_cd560ee1aa5ebbd4e7bffde88e1a32c3 } from '../../../components/books-admin/CoverCell'
import { CoverPreview as CoverPreview_da1bf6f5863cb6131ebbbdf1ea3c0a11 } from '../../../components/books-admin/CoverPreview'
import { PriceCell as PriceCell_c90a6c0994abb49c8148b17ecd1af115 } from '../../../components/books-admin/PriceCell'
import { StockCell as StockCell_78202f812b64ccfdabe4c6213a26365f } from '../../../components/books-admin/StockCell'
import { DollarPriceField as DollarPriceField_e63261f99f8693b07e220bf8cdb3fda3 } from '../../../components/books-admin/DollarPriceField'
import { NewTagButton as NewTagButton_f2320b14dd653fb18cc66fc23bf21194 } from '../../../components/books-admin/NewTagButton'
import { StockFilterLinks as StockFilterLinks_6be5c01f813d9b923a8e7aa75b6710c3 } from '../../../components/books-admin/StockFilterLinks'
import { ImportLinks as ImportLinks_f647c3019de44ff40b21eccaad6f2938 } from '../../../components/book-import/ImportLinks'
import { OwnViewsAboveList as OwnViewsAboveList_4f0de1c01a6b9e14f32f2c3ac0e8e336 } from '../../../components/saved-views/SavedViews'
import { SavedViewsAboveList as SavedViewsAboveList_4f0de1c01a6b9e14f32f2c3ac0e8e336 } from '../../../components/saved-views/SavedViews'
import { OrderSummary as OrderSummary_5a3395fdaf8a7a4d5a3f9c88f18c6385 } from '../../../components/orders-admin/OrderSummary'
import { OrderLinks as OrderLinks_6c5b20a3bd28ad621a260622f59f47b0 } from '../../../components/orders-admin/OrderLinks'
import { StatusStepCell as StatusStepCell_aeaace6d77e0bcdd0e1a432211e80182 } from '../../../components/orders-admin/StatusStepCell'
import { MoneyCell as MoneyCell_aeca58c407acdc6331f24f52caf693d3 } from '../../../components/orders-admin/MoneyCell'
import { MoneyField as MoneyField_d021a381effc09448892cd3ec3893780 } from '../../../components/orders-admin/MoneyField'
import { OrdersListActions as OrdersListActions_25e45d47f8edebf44401a92fd1c87488 } from '../../../components/orders-admin/OrdersListActions'
import { DollarsCell as DollarsCell_2970fd23fb18ff4edb68db16afd6938a } from '../../../components/admin-fields/DollarsCell'
import { GivingStatementPreview as GivingStatementPreview_8f82c7e3a18b7bd3729919a67a87dc9d } from '../../../components/donations/admin/GivingStatementPreview'
import { DonationTotals as DonationTotals_a5a3d79256c26dadf36d270cd35f373d } from '../../../components/donations/admin/DonationTotals'
import { ReceiptPreview as ReceiptPreview_49939fda446b876b9a09fbf69cced6ff } from '../../../components/donations/admin/ReceiptPreview'
import { Icon as Icon_7a74de4f5949ba0fa133706b3342e7e7 } from '../../../components/admin-branding/Icon'
import { Logo as Logo_62a3904e9f2964c1e66199035b8b694d } from '../../../components/admin-branding/Logo'
import { ReportsNavGroup as ReportsNavGroup_195fa5fed588ff45fc3b5bc26a6d46c9 } from '../../../components/reports/ReportsNavGroup'
import { RestockNavLink as RestockNavLink_7ecd05b4054603748f2d171ce7032bb1 } from '../../../components/restock/RestockNavLink'
import { ImportNavLink as ImportNavLink_70413decb6644518dfeeb7db776aff1d } from '../../../components/book-import/ImportNavLink'
import { TodayPanel as TodayPanel_238a1aacfeb62551ccec11ac9f17163b } from '../../../components/dashboard/TodayPanel'
import { SavedViews as SavedViews_4f0de1c01a6b9e14f32f2c3ac0e8e336 } from '../../../components/saved-views/SavedViews'
import { OrdersDashboardPanel as OrdersDashboardPanel_3e965a30f49ef087b97c855ca86ce071 } from '../../../components/orders-admin/OrdersDashboardPanel'
import { MostWantedPanel as MostWantedPanel_a4ede89057876a85479a6648b01ac961 } from '../../../components/waiting-list-admin/MostWantedPanel'
import { HomePageNavLink as HomePageNavLink_fb1733e84c27224b808da0904940a912 } from '../../../components/home-admin/HomePageNavLink'
import { ImpactReportView as ImpactReportView_d181852299e7fcf550d10ff7193e4141 } from '../../../components/impact-report/ImpactReportView'
import { DonationsReportView as DonationsReportView_fdc8070a7aee3d78691fb8f427868d5c } from '../../../components/donations/admin/DonationsReportView'
import { RestockView as RestockView_f9e85bf50ac7efa425d7a590ef2a9edb } from '../../../components/restock/RestockView'
import { ImportBooksView as ImportBooksView_508fd353b7b22d50d481bd656225418a } from '../../../components/book-import/ImportBooksView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
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
  "/components/admin-fields/ColourCell#ColourCell": ColourCell_691d9ecc405773c4ad73b0709dda21df,
  "/components/admin-fields/ColourSwatch#ColourSwatch": ColourSwatch_813c4cf76f11845a42fef0aeb9df8b0f,
  "/components/admin-fields/YesNoCell#YesNoCell": YesNoCell_e8c7b9d675930e350e6d0dbbc866ee96,
  "/components/waiting-list-admin/BookWaitingList#BookWaitingList": BookWaitingList_2513b9005e8ef09ddb7df958baf2674f,
  "/components/books-admin/CoverCell#CoverCell": CoverCell_cd560ee1aa5ebbd4e7bffde88e1a32c3,
  "/components/books-admin/CoverPreview#CoverPreview": CoverPreview_da1bf6f5863cb6131ebbbdf1ea3c0a11,
  "/components/books-admin/PriceCell#PriceCell": PriceCell_c90a6c0994abb49c8148b17ecd1af115,
  "/components/books-admin/StockCell#StockCell": StockCell_78202f812b64ccfdabe4c6213a26365f,
  "/components/books-admin/DollarPriceField#DollarPriceField": DollarPriceField_e63261f99f8693b07e220bf8cdb3fda3,
  "/components/books-admin/NewTagButton#NewTagButton": NewTagButton_f2320b14dd653fb18cc66fc23bf21194,
  "/components/books-admin/StockFilterLinks#StockFilterLinks": StockFilterLinks_6be5c01f813d9b923a8e7aa75b6710c3,
  "/components/book-import/ImportLinks#ImportLinks": ImportLinks_f647c3019de44ff40b21eccaad6f2938,
  "/components/saved-views/SavedViews#OwnViewsAboveList": OwnViewsAboveList_4f0de1c01a6b9e14f32f2c3ac0e8e336,
  "/components/saved-views/SavedViews#SavedViewsAboveList": SavedViewsAboveList_4f0de1c01a6b9e14f32f2c3ac0e8e336,
  "/components/orders-admin/OrderSummary#OrderSummary": OrderSummary_5a3395fdaf8a7a4d5a3f9c88f18c6385,
  "/components/orders-admin/OrderLinks#OrderLinks": OrderLinks_6c5b20a3bd28ad621a260622f59f47b0,
  "/components/orders-admin/StatusStepCell#StatusStepCell": StatusStepCell_aeaace6d77e0bcdd0e1a432211e80182,
  "/components/orders-admin/MoneyCell#MoneyCell": MoneyCell_aeca58c407acdc6331f24f52caf693d3,
  "/components/orders-admin/MoneyField#MoneyField": MoneyField_d021a381effc09448892cd3ec3893780,
  "/components/orders-admin/OrdersListActions#OrdersListActions": OrdersListActions_25e45d47f8edebf44401a92fd1c87488,
  "/components/admin-fields/DollarsCell#DollarsCell": DollarsCell_2970fd23fb18ff4edb68db16afd6938a,
  "/components/donations/admin/GivingStatementPreview#GivingStatementPreview": GivingStatementPreview_8f82c7e3a18b7bd3729919a67a87dc9d,
  "/components/donations/admin/DonationTotals#DonationTotals": DonationTotals_a5a3d79256c26dadf36d270cd35f373d,
  "/components/donations/admin/ReceiptPreview#ReceiptPreview": ReceiptPreview_49939fda446b876b9a09fbf69cced6ff,
  "/components/admin-branding/Icon#Icon": Icon_7a74de4f5949ba0fa133706b3342e7e7,
  "/components/admin-branding/Logo#Logo": Logo_62a3904e9f2964c1e66199035b8b694d,
  "/components/reports/ReportsNavGroup#ReportsNavGroup": ReportsNavGroup_195fa5fed588ff45fc3b5bc26a6d46c9,
  "/components/restock/RestockNavLink#RestockNavLink": RestockNavLink_7ecd05b4054603748f2d171ce7032bb1,
  "/components/book-import/ImportNavLink#ImportNavLink": ImportNavLink_70413decb6644518dfeeb7db776aff1d,
  "/components/dashboard/TodayPanel#TodayPanel": TodayPanel_238a1aacfeb62551ccec11ac9f17163b,
  "/components/saved-views/SavedViews#SavedViews": SavedViews_4f0de1c01a6b9e14f32f2c3ac0e8e336,
  "/components/orders-admin/OrdersDashboardPanel#OrdersDashboardPanel": OrdersDashboardPanel_3e965a30f49ef087b97c855ca86ce071,
  "/components/waiting-list-admin/MostWantedPanel#MostWantedPanel": MostWantedPanel_a4ede89057876a85479a6648b01ac961,
  "/components/home-admin/HomePageNavLink#HomePageNavLink": HomePageNavLink_fb1733e84c27224b808da0904940a912,
  "/components/impact-report/ImpactReportView#ImpactReportView": ImpactReportView_d181852299e7fcf550d10ff7193e4141,
  "/components/donations/admin/DonationsReportView#DonationsReportView": DonationsReportView_fdc8070a7aee3d78691fb8f427868d5c,
  "/components/restock/RestockView#RestockView": RestockView_f9e85bf50ac7efa425d7a590ef2a9edb,
  "/components/book-import/ImportBooksView#ImportBooksView": ImportBooksView_508fd353b7b22d50d481bd656225418a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
