import { Link } from '@/i18n/navigation';
import { ExperienceTheDifference } from '@/components/experience-the-difference';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { StaticArticle, type ArticleSection } from './static-article';

const TITLE = 'How Our Products Are Made';

const sections: ArticleSection[] = [
  {
    id: 'sourcing',
    title: 'Sourcing the herbs',
    body: (
      <>
        <p>
          A remedy can only be as good as the plants that go into it. We buy herbs directly from
          farmers and licensed collectors across India: ashwagandha from Madhya Pradesh and
          Rajasthan, amla and haritaki from central India, brahmi and bhringraj from the wetter
          south. Following the classical texts, each herb is harvested in the right season and only
          the part that the formula calls for is used, whether that is the root, bark, leaf, fruit
          or seed.
        </p>
        <p>
          For wild-collected plants we ask our collectors to harvest sustainably, leaving enough of
          each plant to regenerate. Every lot arrives with its source, harvest date and supplier
          recorded, so a batch of finished product can be traced back to the fields it came from.
        </p>
      </>
    ),
  },
  {
    id: 'identity',
    title: 'Checking identity and purity',
    body: (
      <>
        <p>
          Many Ayurvedic plants share common names, and a few are routinely confused or adulterated.
          Before a single kilogram is accepted, our partners’ quality teams check that the herb is
          the right species and the right part:
        </p>
        <ul>
          <li>
            <strong>Appearance, smell and taste</strong> – compared with authenticated reference
            samples, as an experienced vaidya would.
          </li>
          <li>
            <strong>Microscopy</strong> – to confirm the cell structures that identify a species,
            even in powder form.
          </li>
          <li>
            <strong>Chemical fingerprints</strong> – thin-layer chromatography shows the pattern of
            constituents that a genuine herb should contain.
          </li>
          <li>
            <strong>Contaminant tests</strong> – for heavy metals, pesticide residues, aflatoxins
            and microbial load, against the limits set by the Ayurvedic Pharmacopoeia of India.
          </li>
        </ul>
        <p>
          Lots that fail any of these checks are rejected and returned, never blended away into a
          larger batch.
        </p>
      </>
    ),
  },
  {
    id: 'preparation',
    title: 'Preparing each kind of remedy',
    body: (
      <>
        <p>
          Accepted herbs are cleaned, dried in the shade or in low-temperature driers to protect
          their volatile oils, and then prepared according to the method the formula calls for.
          Different forms suit different herbs and different people:
        </p>
        <dl className="term-list">
          <div>
            <dt>Churna (powder)</dt>
            <dd>
              Dried herbs ground and sieved to a fine, even powder, then blended in the classical
              proportions.
            </dd>
          </div>
          <div>
            <dt>Vati (tablets)</dt>
            <dd>
              Powders or extracts pressed into tablets for an exact dose and a taste that is easier
              to take.
            </dd>
          </div>
          <div>
            <dt>Taila (medicated oil)</dt>
            <dd>
              Herbs slowly cooked in sesame or coconut oil with a decoction until the water has
              gone, as described in the texts on taila paka.
            </dd>
          </div>
          <div>
            <dt>Avaleha (herbal jam)</dt>
            <dd>
              Herbs cooked with jaggery or sugar, ghee and honey, as in chyawanprash, for a
              nourishing tonic.
            </dd>
          </div>
        </dl>
        <p>
          Where a product uses extracts, we state the ratio or the standardised level of the key
          constituent on the label, so you know how concentrated it is.
        </p>
      </>
    ),
  },
  {
    id: 'manufacturing',
    title: 'Manufacturing and testing each batch',
    body: (
      <>
        <p>
          All our products are made by manufacturers licensed under the Drugs and Cosmetics Act,
          1940, in facilities that follow the Good Manufacturing Practice laid down in Schedule T of
          its Rules. That means clean, separated production areas, calibrated equipment, trained
          staff and written procedures for every step, with records kept for each batch.
        </p>
        <p>
          Finished batches are tested again before release: for identity, for the physical
          properties that matter to each form (such as how quickly a tablet breaks down), for
          moisture, and for microbial and heavy-metal limits. A sample of every batch is kept until
          after its expiry date, so any question from a customer can be checked against the
          original.
        </p>
      </>
    ),
  },
  {
    id: 'labels',
    title: 'Packing, labelling and reading our product pages',
    body: (
      <>
        <p>
          Products are packed in food-grade, airtight containers that protect them from moisture and
          light. Each label lists the ingredients with their botanical names and quantities, the
          dose and how to take it, the batch number, the dates of manufacture and expiry, the
          manufacturing licence number and any cautions.
        </p>
        <p>
          Our online product pages follow the same idea. The <strong>Description</strong> tab
          explains what a product is traditionally used for, <strong>Additional Information</strong>{' '}
          lists pack size and form, and the <strong>Ingredient Glossary</strong> explains each herb
          in plain words. Reviews come from customers who have bought the product.
        </p>
        <p>
          Ayurvedic products support wellbeing; they do not replace diagnosis or treatment. Please
          consult your doctor before use if you are pregnant or breastfeeding, are giving a product
          to a child, or take regular medicine, and store every product in a cool, dry place out of
          children’s reach. Questions about a product are always welcome on our{' '}
          <Link to={paths.contact.href()}>contact page</Link>.
        </p>
      </>
    ),
  },
];

/** /product-description: how the shop's products are sourced, made, tested and labelled. */
export function ProductDescriptionPage() {
  return (
    <div className="product-description-page">
      <PageMeta
        title={TITLE}
        description="From sourcing and identifying herbs to GMP manufacturing, batch testing and clear labels: how VedaHerbs products are made."
        type="article"
      />
      <PageBanner title={TITLE} subtitle="From the field to your shelf, step by step" />
      <StaticArticle
        image={{
          src: '/images/gallery/herbs-2.svg',
          caption: 'Every herb is checked for identity and purity before use.',
        }}
        intro={
          <>
            <p>
              Every VedaHerbs product starts with a formula from the classical Ayurvedic texts or
              one carefully developed by experienced practitioners, and ends as a sealed, clearly
              labelled pack at your door. In between there are many steps, and each one affects how
              safe and how effective the remedy is.
            </p>
            <p>
              Here is what happens along the way, so you know exactly what you are buying and why we
              do things the way we do.
            </p>
          </>
        }
        sections={sections}
      />
      <ExperienceTheDifference />
    </div>
  );
}
