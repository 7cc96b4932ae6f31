import { Injectable } from '@nestjs/common';
import { phoneNumbersE164, type ContactDetails, type FocalPoint, type OfferItem, type PictureRef, type PictureText, type SiteBrand, type TextLogo } from '@schoolpage/content-contract';
import { AccountRepository } from '../storage/persistence/account.repository';
import { proposals } from './proposal-context';
import { SiteEditor } from './site-editor';

export interface OrgInfoChange {
  organizationName?: string;
  welcomeMessage?: string;
  organizationImageUrl?: string;
  /** The focal point of the welcome picture (a new picture without one has none). */
  focalPoint?: FocalPoint;
  organizationLogoUrl?: string;
  /** What the school says about the welcome picture and the logo (kept with each; a field left out stays). */
  organizationImageText?: PictureText;
  organizationLogoText?: PictureText;
  /** The icons made from the new logo; they replace the old logo's icons with it. */
  faviconUrl?: string;
  appleTouchIconUrl?: string;
}

/** The caption and alt text a picture had, for the picture that replaces it. */
function describedAs(picture: PictureText | undefined): PictureText {
  return { ...(picture?.caption ? { caption: picture.caption } : {}), ...(picture?.altText ? { altText: picture.altText } : {}) };
}

/** `picture` with the texts given changed ('' removes one). */
function withText<P extends PictureRef>(picture: P, text: PictureText): P {
  const changed: P = { ...picture, ...text };
  if (!changed.caption) delete changed.caption;
  if (!changed.altText) delete changed.altText;
  return changed;
}

/** The sections of a site that hold one value: the organisation's name, pictures and welcome, its text logo, brand and contact details. */
@Injectable()
export class SingleSectionsService {
  constructor(
    private readonly editor: SiteEditor,
    private readonly accounts: AccountRepository,
  ) {}

  /** Spec §5 "Org info": only the fields given change. */
  async updateOrgInfo(organizationId: string, change: OrgInfoChange): Promise<void> {
    await this.editor.change(organizationId, ({ content }) => {
      if (change.organizationName) content.organizationName = change.organizationName;
      if (change.welcomeMessage !== undefined) content.welcomeMessage = { ...content.welcomeMessage, welcomeMsg: change.welcomeMessage };
      if (change.organizationImageUrl) {
        // A new picture starts without the old one's focal point.
        const { focalPoint: _old, ...welcome } = content.welcomeMessage ?? { welcomeMsg: '' };
        content.welcomeMessage = { ...welcome, imageUrl: { ...describedAs(welcome.imageUrl), url: change.organizationImageUrl } };
      }
      if (change.organizationImageText && content.welcomeMessage?.imageUrl) {
        content.welcomeMessage = { ...content.welcomeMessage, imageUrl: withText(content.welcomeMessage.imageUrl, change.organizationImageText) };
      }
      if (change.focalPoint) content.welcomeMessage = { ...content.welcomeMessage, focalPoint: change.focalPoint };
      if (change.organizationLogoUrl) {
        content.organizationLogo = {
          ...describedAs(content.organizationLogo),
          url: change.organizationLogoUrl,
          ...(change.faviconUrl ? { favicon: { url: change.faviconUrl } } : {}),
          ...(change.appleTouchIconUrl ? { appleTouchIcon: { url: change.appleTouchIconUrl } } : {}),
        };
      }
      if (change.organizationLogoText && content.organizationLogo) content.organizationLogo = withText(content.organizationLogo, change.organizationLogoText);
    });
    // A contributor's proposal renames nothing yet: the approval does (approvals/).
    if (change.organizationName && !proposals.getStore()) await this.accounts.update(organizationId, { organizationName: change.organizationName });
  }

  /** Removes the welcome (hero) image or the logo with its icons; the files go after the save. */
  removeOrgPicture(organizationId: string, picture: 'organizationImage' | 'organizationLogo'): Promise<void> {
    return this.editor.change(organizationId, ({ content }) => {
      if (picture === 'organizationLogo') {
        delete content.organizationLogo;
      } else if (content.welcomeMessage) {
        const { imageUrl: _removed, ...rest } = content.welcomeMessage;
        content.welcomeMessage = rest;
      }
    });
  }

  setTextLogo(organizationId: string, textLogo: TextLogo): Promise<void> {
    return this.editor.change(organizationId, ({ content }) => {
      content.textLogo = textLogo;
    });
  }

  /** "What We Offer", replaced whole (checked already: site/offers.ts in the contract). */
  setOffers(organizationId: string, offers: OfferItem[]): Promise<OfferItem[]> {
    return this.editor.change(organizationId, ({ content }) => (content.offers = offers));
  }

  setBrand(organizationId: string, brand: SiteBrand): Promise<SiteBrand> {
    return this.editor.change(organizationId, ({ content }) => (content.brand = brand));
  }

  /** Phones are kept as typed, and beside them in E.164 (read in the account's country) for `tel:` links. */
  async setContactDetails(organizationId: string, details: ContactDetails): Promise<ContactDetails> {
    const country = (await this.accounts.findById(organizationId))?.country ?? '';
    const phoneE164 = phoneNumbersE164(details.phone, country);
    return this.editor.change(organizationId, ({ content }) => (content.contactDetails = { ...details, phoneE164 }));
  }
}
