import { canSeePrices, pathTo } from "@catalogue/core/access";
import { ListOfListsSort } from "@catalogue/core/model";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useViewer } from "../catalogue";
import { FavouritesPage } from "../favourites";
import { listTabOf } from "./list-tabs";
import { ListsOverviewView } from "./lists-overview-view";
import { ProductListFormDialog } from "./product-list-form-dialog";
import { useCreateList } from "./use-create-list";
import { useListPins } from "./use-list-pins";
import { useTabLists } from "./use-tab-lists";

/**
 * Core spec 2.1 and 2.3: `/product-lists` and `/product-lists/:tabName`. The tab is the path, the sort the query
 * (`?sort=`), so both survive a reload and the back button.
 */
export function ListsOverviewPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const tab = listTabOf(useParams().tabName);
  const [search, setSearch] = useSearchParams();
  const parsedSort = ListOfListsSort.safeParse(search.get("sort"));
  const sort = parsedSort.success ? parsedSort.data : "LAST_MODIFIED";
  const lists = useTabLists(tab, sort);
  const togglePin = useListPins();
  const [creating, setCreating] = useState(false);
  const create = useCreateList(() => setCreating(false));
  return (
    <>
      <ListsOverviewView
        tab={tab}
        sort={sort}
        lists={lists}
        viewer={viewer}
        showPrices={canSeePrices(viewer)}
        favourites={<FavouritesPage />}
        editHref={pathTo("productListsEdit")}
        onTabChange={(next) =>
          navigate({ pathname: pathTo("productListsTabs", { tabName: next }), search: search.toString() })
        }
        onSortChange={(next) => setSearch({ sort: next }, { replace: true })}
        onCreate={() => {
          create.reset();
          setCreating(true);
        }}
        onTogglePin={togglePin}
      />
      {creating && (
        <ProductListFormDialog
          open
          heading={t("lists.create.title")}
          saveLabel={t("lists.create.save")}
          busy={create.busy}
          serverErrors={create.serverErrors}
          onSave={create.save}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
