/** What an entry's pages (the entry and its comments) ask for: one query, so moving between them reads the cache. */
import { graphql } from '../graphql';

export const EntryRouteQuery = graphql(`
  query EntryRoute($locale: Locale!, $kind: EntryPageKind!, $slug: String!, $year: Int!) {
    entry(locale: $locale, kind: $kind, slug: $slug) {
      id
      databaseId
      locale
      kind
      title
      summary
      bodyHtml
      coverImage {
        url
        width
        height
      }
      picture {
        url
        width
        height
        author
        license
        licenseUrl
        sourceUrl
      }
      isListing
      contributors {
        displayName
      }
      license {
        shortName
        url
      }
      wikidataUrl
      wikipediaArticles {
        locale
        url
      }
      places {
        role
        name
        nameLocale
        latitude
        longitude
      }
      sources {
        statement
        title
        url
        retrievedAt
      }
      seeAlso {
        sameDay {
          ...SeeAlso_entry
        }
        sameYear {
          ...SeeAlso_entry
        }
        samePlace {
          ...SeeAlso_entry
        }
      }
      path
      fallbackFrom
      countries
      movable
      referenceText
      referenceUrl
      updatedAt
      publishedAt
      date {
        year
        month
        day
        iso
      }
      birth {
        year
        month
        day
        iso
      }
      death {
        year
        month
        day
        iso
      }
      occursOn(year: $year) {
        month
        day
      }
      translations {
        locale
        slug
        path
      }
      dates(fromYear: $year, years: 6) {
        start {
          year
          month
          day
        }
        end {
          year
          month
          day
        }
      }
      ...HolidayDetails_entry
    }
  }
`);
